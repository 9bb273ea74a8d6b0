// The batch's helper process (scripts/build/batch.ts forkBatchHelper): loads the page modules and
// the snapshots while Vite bundles and the image step runs, then renders the chunks of bulk pages it
// is sent, in order (the build keeps AHEAD_WINDOW, then HELPER_WINDOW, of them on their way, so the next is always
// there). Until the build says Vike's samples are final it renders ahead and keeps the drafts in
// memory, while its own memory is under AHEAD_RSS_MB; then it checks the samples of each kind itself
// before writing any page of that kind, each draft finished with its island preloads (read from the
// client bundle, which exists by then) and Vike's tags. Every answer carries the audit of the pages
// written since the last one (scripts/postbuild/audit.ts).
import type { DraftDocument } from '#renderer/renderDocument.tsx'
import { pinBuildEnv } from '#lib/config/buildEnv.ts'
import { emptyAudit } from '../postbuild/audit.ts'
import { bulkRoutes } from './bulkPages.ts'
import {
  AHEAD_RSS_MB,
  BULK_KINDS,
  ourDraft,
  batchPage,
  tagsByKind,
  writeChunk,
  writePage,
  type Chunk,
  type FromHelper,
  type HelperAnswer,
  type ToHelper,
} from './batch.ts'

const clientDir = process.argv[2]
if (!clientDir || !process.send) throw new Error('batchWorker: started without a client folder or an IPC channel (see forkBatchHelper)')
const send = process.send.bind(process)
const peakMb = () => Math.round(process.resourceUsage().maxRSS / 1024)

const tagsOf = tagsByKind(clientDir)

let samplesFinal = false
/** Pages rendered before the samples were final, without Vike's tags yet. */
const ahead: { chunk: Chunk; drafts: DraftDocument[] }[] = []
let aheadPages = 0
/** Chunks that came once the helper's memory reached AHEAD_RSS_MB: rendered and answered once the samples are final. */
const waiting: Chunk[] = []

const answer = (m: Omit<HelperAnswer, 'type' | 'ahead' | 'peakMb'>) =>
  send({ type: 'done', ...m, ahead: aheadPages, peakMb: peakMb() } satisfies FromHelper)

const write = (chunk: Chunk) => {
  const audit = emptyAudit()
  writeChunk(clientDir, chunk.kind, chunk.routes, tagsOf(chunk), audit)
  answer({ answers: true, written: chunk.routes.length, audit })
}

process.on('message', (m: ToHelper) => {
  if (m.type === 'samples') {
    samplesFinal = true
    const audit = emptyAudit()
    const written = aheadPages
    // A chunk's drafts are let go once it is written, not when all are.
    for (let held = ahead.shift(); held; held = ahead.shift()) {
      const { chunk, drafts } = held
      const tags = tagsOf(chunk)
      chunk.routes.forEach((route, i) => writePage(clientDir, route, batchPage(drafts[i]!, tags), audit))
    }
    aheadPages = 0
    // Not an answer to a chunk: each of those was answered when it was rendered ahead.
    answer({ answers: false, written, audit })
    for (const chunk of waiting.splice(0)) write(chunk)
  } else if (samplesFinal) write(m)
  else if (process.memoryUsage.rss() >= AHEAD_RSS_MB * 1024 * 1024) waiting.push(m)
  else {
    const drafts = m.routes.map((route) => ourDraft(m.kind, route))
    ahead.push({ chunk: m, drafts })
    aheadPages += drafts.length
    answer({ answers: true, written: 0, audit: emptyAudit() })
  }
})
// Started with the build: listening first (chunks come from now on), then the snapshots are loaded;
// the chunks sent meanwhile wait in the channel. The image manifest is read with the first chunk: the
// build sends none before it is written.
send({ type: 'ready' } satisfies FromHelper)
pinBuildEnv()
for (const kind of BULK_KINDS) bulkRoutes(kind)
// The parent disconnects when the queue is empty and every page is written; the process then ends by itself.
