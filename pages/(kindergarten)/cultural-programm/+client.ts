// https://vike.dev/client — zoomable photos; the rest of the page ships no JavaScript.
import { initLightboxes } from '../../../components/lightbox/initLightbox.ts'

initLightboxes()
