import { describe, expect, it } from 'vitest'
import { bundleFigure, bundleStepOf } from '#scripts/bench/measure.ts'

describe('the scale bench telling which kind of rebuild was timed', () => {
  it('reads the bundle step from the build log', () => {
    expect(
      bundleStepOf('images: 0.4 s\nbundle: 0.3 s, 300 MB (bundle 0123456789ab reused: its inputs are unchanged; 3 listing files)\n'),
    ).toBe('reused')
    expect(bundleStepOf('bundle: 4.2 s, 310 MB (bundle 0123456789ab made and kept; 3 listing files)')).toBe('made')
    expect(bundleStepOf('bundle: 4.2 s, 310 MB (bundle made (not a git checkout: none is kept); 3 listing files)')).toBe('made')
    expect(bundleStepOf('prerender: 1.8 s')).toBe('unknown')
  })

  it('counts the timed runs whose bundle was reused, naming the others', () => {
    expect(bundleFigure([{ bundle: 'reused' }, { bundle: 'reused' }, { bundle: 'reused' }])).toBe('reused in 3 of 3 timed runs')
    expect(bundleFigure([{ bundle: 'reused' }, { bundle: 'made' }, { bundle: 'unknown' }])).toBe(
      'reused in 1 of 3 timed runs (made in 1, unknown in 1)',
    )
  })
})
