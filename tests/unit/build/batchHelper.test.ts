import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { AHEAD_WINDOW, feedHelper, HELPER_WINDOW, type FromHelper, type ToHelper } from '#scripts/build/batch.ts'
import { emptyAudit } from '#scripts/postbuild/audit.ts'

const chunk = (n: number): ToHelper => ({ type: 'chunk', kind: 'album', samples: ['/SubGallery/s'], routes: [`/SubGallery/a${n}`] })
/** Chunks from..to, in order. */
const chunks = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => chunk(from + i))

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
      audit: emptyAudit(),
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
    expect(HELPER_WINDOW).toBe(2)
    const queue = [chunk(1), chunk(2), chunk(3), chunk(4)]
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    feed.samplesFinal()
    feed.start(queue)
    h.ready()
    // The next chunk is sent before the helper is done with the first: it never waits for this process.
    expect(h.sent).toEqual([{ type: 'samples' }, chunk(1), chunk(2)])
    h.answer({ answers: false, written: 0 }) // the answer to "samples": nothing was rendered ahead
    expect(h.sent).toHaveLength(3)
    queue.shift() // the build's own share: chunk 3
    h.answer({ audit: { pages: 1, problems: ['SubGallery/a1/index.html: onclick attribute on <p>'] } })
    expect(h.sent).toEqual([{ type: 'samples' }, chunk(1), chunk(2), chunk(4)])
    h.answer({})
    expect(h.disconnected()).toBe(false)
    h.answer({})
    await feed.done
    expect(h.disconnected()).toBe(true)
    expect(queue).toEqual([])
    expect(feed.stats.pages).toBe(3)
    expect(feed.audit.problems).toEqual(['SubGallery/a1/index.html: onclick attribute on <p>'])
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

  it('holds more chunks on their way while the helper renders ahead of the samples, none more while they wait (its memory is full), two after', async () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    const last = AHEAD_WINDOW + 4
    feed.start(chunks(1, last))
    h.ready()
    expect(h.sent).toEqual(chunks(1, AHEAD_WINDOW))
    h.answer({ written: 0, ahead: 1 }) // chunk 1 rendered ahead: the memory is now full
    expect(h.sent).toEqual(chunks(1, AHEAD_WINDOW + 1))
    // Chunks 2 to AHEAD_WINDOW + 1 wait unanswered in the helper: nothing more is sent.
    feed.samplesFinal()
    h.answer({ answers: false, written: 1, ahead: 0 })
    expect(h.sent).toEqual([...chunks(1, AHEAD_WINDOW + 1), { type: 'samples' }])
    // Written one by one: a chunk goes once fewer than HELPER_WINDOW are on their way.
    for (let i = 0; i < AHEAD_WINDOW - 1; i++) h.answer({})
    expect(h.sent).toEqual([...chunks(1, AHEAD_WINDOW + 1), { type: 'samples' }, chunk(AHEAD_WINDOW + 2)])
    h.answer({})
    expect(h.sent.slice(-2)).toEqual([chunk(AHEAD_WINDOW + 2), chunk(AHEAD_WINDOW + 3)])
    for (let i = 0; i < 3; i++) h.answer({})
    await feed.done
    expect(feed.stats.pages).toBe(last)
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

  it('sends nothing before the helper listens, then as many chunks as it may hold ahead of the samples', () => {
    const h = fakeHelper()
    feedHelper(h.helper).start(chunks(1, AHEAD_WINDOW + 1))
    expect(h.sent).toEqual([])
    h.ready()
    expect(h.sent).toEqual(chunks(1, AHEAD_WINDOW))
  })

  it('sends no chunk before the build starts it (the image manifest its pages read is written), even to a helper that listens', () => {
    const h = fakeHelper()
    const feed = feedHelper(h.helper)
    h.ready()
    expect(h.sent).toEqual([])
    feed.start(chunks(1, AHEAD_WINDOW + 1))
    expect(h.sent).toEqual(chunks(1, AHEAD_WINDOW))
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
