import { describe, expect, it } from 'vitest'
import { carouselPresets as p, positionsFor, type CarouselPreset } from '#components/carousel/presets.ts'

/** Slides per view at a viewport width as Glide reads the breakpoints: the smallest one at or above the width. */
function perViewAt(preset: CarouselPreset, width: number): number {
  const hits = Object.keys(preset.breakpoints)
    .map(Number)
    .filter((bp) => width <= bp)
    .sort((a, b) => a - b)
  return hits.length ? preset.breakpoints[hits[0]!]! : preset.perView
}

describe('spec §9 sliders', () => {
  it('banner: autoplay 4000 ms, speed 2000 ms, infinite, one slide', () => {
    expect(p.banner).toMatchObject({ type: 'carousel', perView: 1, autoplay: 4000, speed: 2000 })
  })
  it('home events: 4 wide, 2 below 1300 and 992, 1 below 767 and 480; autoplay 2000, speed 500', () => {
    expect([1366, 1300, 992, 800, 767, 480, 360].map((w) => perViewAt(p.homeEvents, w))).toEqual([4, 2, 2, 2, 1, 1, 1])
    expect(p.homeEvents).toMatchObject({ autoplay: 2000, speed: 500 })
  })
  it('home toppers: 3, 2 below 1400 and 992, 1 below 767 and 480; autoplay 2000', () => {
    expect([1500, 1400, 992, 767, 480].map((w) => perViewAt(p.homeToppers, w))).toEqual([3, 2, 2, 1, 1])
    expect(p.homeToppers.autoplay).toBe(2000)
  })
  it('testimonials: 2, 1 below 1300; autoplay 2000; social slides 3000; speeds 500 to 1000 ms', () => {
    expect([1366, 1300].map((w) => perViewAt(p.testimonials, w))).toEqual([2, 1])
    expect(p.testimonials.autoplay).toBe(2000)
    expect(p.social.autoplay).toBe(3000)
    for (const name of ['homeToppers', 'testimonials', 'videos', 'social'] as const) {
      expect(p[name].speed).toBeGreaterThanOrEqual(500)
      expect(p[name].speed).toBeLessThanOrEqual(1000)
    }
  })
  it('kindergarten photos: 4 (3 below 1300, 2 below 992, 1 below 767); events 2 (1 below 767); video 1', () => {
    expect([1366, 1300, 992, 767].map((w) => perViewAt(p.kinderPhotos, w))).toEqual([4, 3, 2, 1])
    expect([1366, 767].map((w) => perViewAt(p.kinderEvents, w))).toEqual([2, 1])
    expect(p.kinderVideo.perView).toBe(1)
    expect([p.kinderPhotos.autoplay, p.kinderEvents.autoplay]).toEqual([2000, 2000])
  })
  it('has one dot per reachable position', () => {
    expect(positionsFor(p.homeEvents, 6, 4)).toBe(3)
    expect(positionsFor(p.homeEvents, 3, 4)).toBe(1)
    expect(positionsFor(p.banner, 3, 1)).toBe(3)
  })
})
