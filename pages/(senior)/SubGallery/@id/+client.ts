// https://vike.dev/client — the photo grid opens in the shared lightbox (issue 3's components/lightbox).
// import.meta.glob keeps the build working until that module is merged: no match means no lightbox,
// and the links still open each photo.
const lightbox = import.meta.glob<{ initLightboxes(root?: ParentNode): void }>('../../../../components/lightbox/initLightbox.ts')
const load = Object.values(lightbox)[0]
if (load) void load().then((m) => m.initLightboxes())
