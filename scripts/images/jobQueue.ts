// The image step's queue: p-queue (as eleventy-img queues its images), used through its documented
// surface (add, onSizeLessThan, onIdle).
import os from 'node:os'
import PQueue from 'p-queue'

/**
 * How many images are worked on at once: twice the cores, at least 2, at most 8. A job either waits on
 * the network (a download) or holds a core (an encode: sharp is held to one libvips thread a job,
 * sharpOnce.ts, so this number alone bounds the processor), so twice the cores lets downloads overlap
 * while the cores encode. The cap is the most downloads the API is asked for at once (docs/images.md),
 * each with an original of up to 40 MB in memory.
 */
export const imageConcurrency = (cores: number = os.availableParallelism()) => Math.max(2, Math.min(8, cores * 2))

/**
 * `work` on every job, at most `concurrency` at a time; the results in the jobs' order, whatever order
 * they finish in. At most `concurrency` more jobs wait in the queue at any time, so 200,000 sources
 * are never 200,000 queued tasks. A `work` that throws fails the whole run once the others are done
 * (the image step's work never throws: processImage.ts).
 */
export async function runQueued<J, R>(jobs: readonly J[], concurrency: number, work: (job: J) => Promise<R>): Promise<R[]> {
  const queue = new PQueue({ concurrency })
  const results = new Array<R>(jobs.length)
  let thrown: { error: unknown } | undefined
  for (const [i, job] of jobs.entries()) {
    if (queue.size >= concurrency) await queue.onSizeLessThan(concurrency)
    queue
      .add(async () => {
        results[i] = await work(job)
      })
      .catch((error: unknown) => void (thrown ??= { error }))
  }
  await queue.onIdle()
  if (thrown) throw thrown.error
  return results
}
