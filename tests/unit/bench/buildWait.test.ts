import { describe, expect, it } from 'vitest'
import { assertBuildDidNotWait } from '#scripts/bench/measure.ts'

describe('assertBuildDidNotWait (the bench times only builds that had the checkout to themselves)', () => {
  it('stops the bench when the build waited for another, naming the holder', () => {
    const waited = [
      'build lock: waiting for another build of this checkout, held by pid 4242 on ci-7, since 2026-11-28T10:00:00.000Z (3 s ago): node --import tsx scripts/build.ts',
      'images: 367 sources …',
    ].join('\n')
    expect(() => assertBuildDidNotWait(waited)).toThrow(
      /^build lock: waiting .* held by pid 4242 on ci-7.*\nA timed build must have the machine to itself/,
    )
  })
  it('lets a build that took its lock at once, or took over a dead one, through', () => {
    expect(() => assertBuildDidNotWait('images: 367 sources …\nbuild: dist in 9.0 s, peak memory 516 MB')).not.toThrow()
    expect(() => assertBuildDidNotWait('build lock: took over /x/.build.lock (process 7 is not running) from pid 7 …')).not.toThrow()
  })
})
