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
  const done = (facts = emptyFacts()) => events.emit('message', { type: 'done', facts, pages: 1, peakMb: 200 } satisfies FromHelper)
  return { helper: helper as never, sent, done, exit: (code: number) => events.emit('exit', code, null), disconnected: () => disconnected }
}

describe("the batch's helper process and the shared queue", () => {
  it('gets one chunk at a time from the queue the build also takes from, and is let go when it is empty', async () => {
    const queue = [chunk(1), chunk(2), chunk(3)]
    const h = fakeHelper()
    const facts = emptyFacts()
    const finished = feedHelper(h.helper, queue, facts, () => {})
    expect(h.sent).toEqual([chunk(1)])
    queue.shift() // the build's own share: chunk 2
    const f = emptyFacts()
    f.imageOrigins.add('https://api.example.org')
    h.done(f)
    expect(h.sent).toEqual([chunk(1), chunk(3)])
    h.done()
    await finished
    expect(h.disconnected()).toBe(true)
    expect(queue).toEqual([])
    expect(facts.imageOrigins).toEqual(new Set(['https://api.example.org']))
  })

  it('fails the build when the helper stops with a chunk unwritten', async () => {
    const h = fakeHelper()
    const finished = feedHelper(h.helper, [chunk(1), chunk(2)], emptyFacts(), () => {})
    h.exit(1)
    await expect(finished).rejects.toThrow(/helper process stopped \(exit 1\) with pages still to write/)
  })
})
