// A prerendered carousel (components/carousel/Carousel.tsx) becomes a Glide carousel; Glide itself loads on first view.
export { mountCarousel as mount } from '#components/carousel/mountCarousel.ts'
