import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { feedHelper, type FromHelper, type ToHelper } from '#scripts/build/batch.ts'
import { emptyFacts } from '#scripts/postbuild/html.ts'

const chunk = (n: number): ToHelper => ({ type: 'chunk', kind: 'album', samples: ['/SubGallery/s'], routes: [`/SubGallery/a${n}`] })

/** A helper process stand-in: records what it is sent; the test answers for it. */
function fakeHelper() {
  const events = new EventEmitter()
  const sent: ToHelper[] = []
  let disconnected = false
  const helper = {
    send: (m: ToHelper) => (sent.push(m), true),
    on: (e: string, f: Parameters<EventEmitter['on']>[1]) => (events.on(e, f), helper),
    off: (e: string, f: Parameters<EventEmitter['on']>[1]) => (events.off(e, f), helper),
    disconnect: () => void (disconnected = true),
  }
  const answer = (m: Partial<FromHelper>) =>
    events.emit('message', {
      type: 'done',
      answers: true,
      written: 1,
      facts: emptyFacts(),
      ahead: 0,
      peakMb: 200,
      ...m,
    } satisfies FromHelper)
  return {
    helper: helper as never,
    sent,
    answer,
    ready: () => events.emit('message', { type: 'ready' } satisfies FromHelper),
    exit: (code: number) => events.emit('exit', code, null),
    disconnected: () => disconnected,
  }
}

describe("the batch's helper process and the shared queue", () => {
  it('keeps two chunks on their way to the helper from the queue the build also takes from, and lets it go when the queue is empty', async () => {
    const queue = [chunk(1), chunk(2), chunk(3), chunk(4)]
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    feed.start(queue)
    h.ready()
    feed.samplesFinal()
    // The next chunk is sent before the helper is done with the first: it never waits for this process.
    expect(h.sent).toEqual([chunk(1), chunk(2), { type: 'samples' }])
    h.answer({ answers: false, written: 0 }) // the answer to "samples": nothing was rendered ahead
    expect(h.sent).toHaveLength(3)
    queue.shift() // the build's own share: chunk 3
    const f = emptyFacts()
    f.imageOrigins.add('https://api.example.org')
    h.answer({ facts: f })
    expect(h.sent).toEqual([chunk(1), chunk(2), { type: 'samples' }, chunk(4)])
    h.answer({})
    expect(h.disconnected()).toBe(false)
    h.answer({})
    await feed.done
    expect(h.disconnected()).toBe(true)
    expect(queue).toEqual([])
    expect(feed.stats.pages).toBe(3)
    expect(feed.facts.imageOrigins).toEqual(new Set(['https://api.example.org']))
  })

  it('is not let go while pages it rendered ahead of the samples are unwritten', async () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    feed.start([chunk(1), chunk(2)])
    h.ready()
    h.answer({ written: 0, ahead: 1 })
    h.answer({ written: 0, ahead: 2 })
    expect(h.sent).toEqual([chunk(1), chunk(2)])
    let finished = false
    void feed.done.then(() => (finished = true))
    await new Promise((r) => setImmediate(r))
    expect(finished).toBe(false)
    expect(h.disconnected()).toBe(false)
    feed.samplesFinal()
    h.answer({ answers: false, written: 2, ahead: 0 })
    await feed.done
    expect(h.disconnected()).toBe(true)
    expect(feed.stats.pages).toBe(2)
  })

  it('sends no more chunks while the two it holds wait for the samples (its memory for pages ahead is full)', async () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    feed.start([chunk(1), chunk(2), chunk(3), chunk(4)])
    h.ready()
    h.answer({ written: 0, ahead: 1 }) // chunk 1 rendered ahead: the memory is now full
    expect(h.sent).toEqual([chunk(1), chunk(2), chunk(3)])
    // Chunks 2 and 3 wait unanswered in the helper.
    feed.samplesFinal()
    h.answer({ answers: false, written: 1, ahead: 0 })
    h.answer({})
    h.answer({})
    expect(h.sent).toEqual([chunk(1), chunk(2), chunk(3), { type: 'samples' }, chunk(4)])
    h.answer({})
    await feed.done
    expect(feed.stats.pages).toBe(4)
  })

  it('fails the build when the helper stops with a chunk unwritten', async () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    feed.start([chunk(1), chunk(2)])
    h.ready()
    h.exit(1)
    await expect(feed.done).rejects.toThrow(/helper process stopped \(exit 1\) with pages still to write/)
  })

  it('fails the build when the helper stops before it has taken any chunk (the build would wait for it)', async () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    h.exit(1)
    await expect(feed.done).rejects.toThrow(/helper process stopped \(exit 1\)/)
  })

  it('fails the build when the helper stops holding pages it rendered ahead', async () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    feed.start([chunk(1)])
    h.ready()
    h.answer({ written: 0, ahead: 1 })
    h.exit(1)
    await expect(feed.done).rejects.toThrow(/with pages still to write/)
  })

  it('sends nothing before the helper listens, then its first two chunks', () => {
    const h = fakeHelper()
    feedHelper(h.helper).start([chunk(1), chunk(2), chunk(3)])
    expect(h.sent).toEqual([])
    h.ready()
    expect(h.sent).toEqual([chunk(1), chunk(2)])
  })

  it('sends no chunk before the build starts it (the image manifest its pages read is written), even to a helper that listens', () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    h.ready()
    expect(h.sent).toEqual([])
    feed.start([chunk(1), chunk(2), chunk(3)])
    expect(h.sent).toEqual([chunk(1), chunk(2)])
  })

  it('tells a helper that becomes ready after the samples are final that they are, before its first chunk', async () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    feed.start([chunk(1)])
    feed.samplesFinal()
    expect(h.sent).toEqual([])
    h.ready()
    expect(h.sent).toEqual([{ type: 'samples' }, chunk(1)])
    h.answer({ answers: false, written: 0 })
    h.answer({})
    await feed.done
    expect(feed.stats.pages).toBe(1)
  })
})
