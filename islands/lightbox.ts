// A photo list opens in the viewer (components/lightbox); PhotoSwipe loads on the first open.
export { mountLightbox as mount } from '#components/lightbox/initLightbox.ts'
