// https://vike.dev/client — ARIA tabs and the lightbox for the 26 images (both shared modules).
import { initTabs } from '../../../components/content/initTabs.ts'
import { initLightboxes } from '../../../components/lightbox/initLightbox.ts'

initTabs()
initLightboxes()
