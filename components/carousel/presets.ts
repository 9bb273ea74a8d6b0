// Spec §9 "Sliders": slide counts, breakpoints, autoplay intervals and speeds of every carousel.
// Breakpoint keys are max-widths in px (Glide's convention): "2 below 1300" is { 1300: 2 }.

export interface CarouselPreset {
  /** Glide type: 'carousel' loops with clones (the banner); 'slider' rewinds to the start. */
  type: 'carousel' | 'slider'
  perView: number
  /** max-width (px) -> slides per view at and below it. */
  breakpoints: Record<number, number>
  /** Autoplay interval in ms; 0 for a carousel that never moves by itself. */
  autoplay: number
  /** Transition duration in ms. */
  speed: number
  gap: number
}

const preset = (p: Partial<CarouselPreset> & Pick<CarouselPreset, 'perView' | 'autoplay'>): CarouselPreset => ({
  type: 'slider',
  breakpoints: {},
  speed: 600,
  gap: 16,
  ...p,
})

export const carouselPresets = {
  /** Banner: autoplay 4000 ms, speed 2000 ms, infinite, one slide, no arrows. */
  banner: preset({ type: 'carousel', perView: 1, autoplay: 4000, speed: 2000, gap: 0 }),
  /** Home events: 4 wide, 2 below 1300 and 992, 1 below 767 and 480; autoplay 2000, speed 500. */
  homeEvents: preset({ perView: 4, breakpoints: { 1300: 2, 992: 2, 767: 1, 480: 1 }, autoplay: 2000, speed: 500 }),
  /** Home toppers: 3, 2 below 1400 and 992, 1 below 767 and 480; autoplay 2000. */
  homeToppers: preset({ perView: 3, breakpoints: { 1400: 2, 992: 2, 767: 1, 480: 1 }, autoplay: 2000, speed: 600 }),
  /** Testimonials: 2, 1 below 1300; autoplay 2000. */
  testimonials: preset({ perView: 2, breakpoints: { 1300: 1 }, autoplay: 2000, speed: 800 }),
  /** Video testimonials: autoplay 2000 (spec: "testimonials, video and toppers autoplay 2000 ms"). */
  videos: preset({ perView: 3, breakpoints: { 992: 2, 767: 1 }, autoplay: 2000, speed: 800 }),
  /** Social slides: 3000 ms. */
  social: preset({ perView: 1, autoplay: 3000, speed: 1000, gap: 0 }),
  /** Kindergarten image slider (same behaviour as the home banner). */
  kinderSlider: preset({ type: 'carousel', perView: 1, autoplay: 4000, speed: 2000, gap: 0 }),
  /** Kindergarten photo carousel: latest 5 albums, 4 (3 below 1300, 2 below 992, 1 below 767), 2000 ms. */
  kinderPhotos: preset({ perView: 4, breakpoints: { 1300: 3, 992: 2, 767: 1 }, autoplay: 2000, speed: 600 }),
  /** Kindergarten events: 2, 1 below 767, 2000 ms. */
  kinderEvents: preset({ perView: 2, breakpoints: { 767: 1 }, autoplay: 2000, speed: 600 }),
  /** Kindergarten video carousel: 1 slide. */
  kinderVideo: preset({ perView: 1, autoplay: 2000, speed: 600, gap: 0 }),
} satisfies Record<string, CarouselPreset>

export type CarouselPresetName = keyof typeof carouselPresets

export const isPresetName = (s: string | undefined): s is CarouselPresetName => !!s && s in carouselPresets

/** Dot positions for n slides: a slider stops at the last full view; a looping carousel has one per slide. */
export function positionsFor(p: CarouselPreset, slideCount: number, perView: number): number {
  if (slideCount <= perView) return 1
  return p.type === 'carousel' ? slideCount : slideCount - perView + 1
}
