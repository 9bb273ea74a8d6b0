// https://vike.dev/client — the photo grid opens in the shared lightbox (issue 3's components/lightbox).
// import.meta.glob keeps the build working until that module is merged: no match means no lightbox,
// and the links still open each photo.
const lightbox = import.meta.glob<{ initLightboxes(root?: ParentNode): void }>('../../../../components/lightbox/initLightbox.ts')
const load = Object.values(lightbox)[0]
if (load) void load().then((m) => m.initLightboxes())

// Go Back: the link leads to the album's listing; when the visitor came from a page of this site, go
// back one step instead, so a filtered listing (?year=&month=&q=) comes back as it was.
document.querySelector<HTMLAnchorElement>('[data-go-back]')?.addEventListener('click', (e) => {
  let sameSite = false
  try {
    sameSite = !!document.referrer && new URL(document.referrer).origin === location.origin
  } catch {
    // an unreadable referrer: follow the link
  }
  if (sameSite && history.length > 1) {
    e.preventDefault()
    history.back()
  }
})
