// The batch's helper process (scripts/build/batch.ts forkBatchHelper): loads the page modules and
// the data while the bundle is written, then renders the chunks of bulk pages it is sent, one at a
// time. Until the build says Vike's samples are final it renders ahead (from while Vite still bundles)
// and keeps the drafts in memory (at most AHEAD_BYTES of HTML); then it checks the samples of each kind
// itself before writing any page of that kind, each draft finished with its island preloads (read
// from the client bundle, which exists by then) and Vike's tags. Every answer carries what the
// publish step needs from the pages written since the last one.
import type { DraftDocument } from '#renderer/renderDocument.tsx'
import { pinBuildEnv } from '#lib/config/buildEnv.ts'
import { emptyFacts } from '../postbuild/html.ts'
import {
  AHEAD_BYTES,
  BULK_KINDS,
  loadKindData,
  ourDraft,
  servedPage,
  tagsByKind,
  writeChunk,
  writePage,
  type Chunk,
  type FromHelper,
  type ToHelper,
} from './batch.ts'

const clientDir = process.argv[2]
if (!clientDir || !process.send) throw new Error('batchWorker: started without a client folder or an IPC channel (see forkBatchHelper)')
const send = process.send.bind(process)
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024)

const tagsOf = tagsByKind(clientDir)

let samplesFinal = false
/** Pages rendered before the samples were final, without Vike's tags yet. */
const ahead: { chunk: Chunk; drafts: DraftDocument[]; bytes: number }[] = []
const held = () => ahead.reduce((h, a) => ({ pages: h.pages + a.drafts.length, bytes: h.bytes + a.bytes }), { pages: 0, bytes: 0 })

process.on('message', (m: ToHelper) => {
  const facts = emptyFacts()
  if (m.type === 'samples') {
    samplesFinal = true
    const { pages, bytes } = held()
    // Holding AHEAD_BYTES, the helper left its last chunk unanswered: this answer is that one's.
    const withheld = bytes >= AHEAD_BYTES
    for (const { chunk, drafts } of ahead.splice(0)) {
      const tags = tagsOf(chunk)
      chunk.routes.forEach((route, i) => writePage(clientDir, route, servedPage(drafts[i]!, tags), facts))
    }
    send({ type: 'done', answers: withheld, written: pages, facts, ahead: 0, peakMb: peakMb() } satisfies FromHelper)
  } else if (samplesFinal) {
    writeChunk(clientDir, m.kind, m.routes, tagsOf(m), facts)
    send({ type: 'done', answers: true, written: m.routes.length, facts, ahead: 0, peakMb: peakMb() } satisfies FromHelper)
  } else {
    const drafts = m.routes.map((route) => ourDraft(m.kind, route))
    ahead.push({ chunk: m, drafts, bytes: drafts.reduce((n, d) => n + d.html.length, 0) })
    const h = held()
    if (h.bytes < AHEAD_BYTES)
      send({ type: 'done', answers: true, written: 0, facts, ahead: h.pages, peakMb: peakMb() } satisfies FromHelper)
  }
})
// Started while the bundle is written: listening first (chunks come from now on), then the snapshots
// and the image manifest are loaded; the chunks sent meanwhile wait in the channel.
send({ type: 'ready' } satisfies FromHelper)
pinBuildEnv()
for (const kind of BULK_KINDS) loadKindData(kind)
// The parent disconnects when the queue is empty and every page is written; the process then ends by itself.
