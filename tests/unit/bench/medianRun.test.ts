import { describe, expect, it } from 'vitest'
import { medianRun, type LighthouseFigures } from '#scripts/bench/browser.ts'

const run = (performance: number, lcpMs: number, tbtMs: number, element: string): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  failing: [],
  lcpMs,
  tbtMs,
  cls: 0,
  lcpPhases: { TTFB: lcpMs / 4 },
  lcpElement: element,
  benchmarkIndex: 1500,
})

describe('the median of several Lighthouse runs of one page', () => {
  it('reports the run whose LCP is the median, with its phases and element', () => {
    const f = medianRun([run(90, 2100, 600, 'slow'), run(98, 1500, 50, 'fast'), run(97, 1800, 120, 'middle')])
    expect(f.lcpMs).toBe(1800)
    expect(f.lcpElement).toBe('middle')
    expect(f.lcpPhases).toEqual({ TTFB: 450 })
  })

  it('takes the score and the blocking time as medians of their own, not the LCP run', () => {
    const f = medianRun([run(70, 1500, 3000, 'a'), run(99, 1600, 20, 'b'), run(98, 1700, 60, 'c')])
    expect(f.performance).toBe(98)
    expect(f.tbtMs).toBe(60)
  })

  it('keeps a single run as it is and refuses none', () => {
    expect(medianRun([run(95, 1900, 200, 'only')]).performance).toBe(95)
    expect(() => medianRun([])).toThrow()
  })
})
