// https://vike.dev/client — ARIA tabs, and the shared lightbox for the 26 images once issue 3's module is
// merged (import.meta.glob: no match, no lightbox; the links still open each image).
import { initTabs } from './initTabs.ts'

initTabs()
const lightbox = import.meta.glob<{ initLightboxes(root?: ParentNode): void }>('../../../components/lightbox/initLightbox.ts')
const load = Object.values(lightbox)[0]
if (load) void load().then((m) => m.initLightboxes())
