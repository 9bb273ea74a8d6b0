// The image step's queue (scripts/images/jobQueue.ts): how many jobs at once, results in the jobs'
// order, every job run before an error is thrown.
import { describe, expect, it } from 'vitest'
import { imageConcurrency, runQueued } from '#scripts/images/jobQueue.ts'

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('imageConcurrency', () => {
  it('is twice the cores, at least 2 and at most 8', () => {
    expect([1, 2, 3, 4, 16].map(imageConcurrency)).toEqual([2, 4, 6, 8, 8])
  })
})

describe('runQueued', () => {
  it('gives the results in the order of the jobs whatever order they finish in', async () => {
    const done: number[] = []
    const results = await runQueued([30, 5, 20, 0, 10], 3, async (ms) => {
      await tick(ms)
      done.push(ms)
      return `waited ${ms}`
    })
    expect(results).toEqual(['waited 30', 'waited 5', 'waited 20', 'waited 0', 'waited 10'])
    expect(done).not.toEqual([30, 5, 20, 0, 10])
  })

  it('runs at most `concurrency` jobs at once, and starts them in order', async () => {
    let running = 0
    let most = 0
    const started: number[] = []
    await runQueued([...Array(20).keys()], 4, async (i) => {
      started.push(i)
      most = Math.max(most, ++running)
      await tick(i % 3)
      running--
    })
    expect(most).toBe(4)
    expect(started).toEqual([...Array(20).keys()])
  })

  it('runs every job before it rejects with the first error thrown', async () => {
    const ran: number[] = []
    const run = runQueued([1, 2, 3, 4], 2, async (i) => {
      ran.push(i)
      if (i === 2) throw new Error('job 2')
      await tick(1)
    })
    await expect(run).rejects.toThrow('job 2')
    expect(ran.sort()).toEqual([1, 2, 3, 4])
  })

  it('resolves at once with no jobs', async () => {
    expect(await runQueued([], 4, async () => 1)).toEqual([])
  })
})
