// https://vike.dev/client — the photo grid opens in the shared lightbox (components/lightbox),
// and Go Back returns to the listing the visitor came from.
import { initLightboxes } from '../../../../components/lightbox/initLightbox.ts'

initLightboxes()

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
