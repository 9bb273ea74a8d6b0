// The batch's helper process (scripts/build/batch.ts forkBatchHelper): loads the page modules and
// the data while the bundle is written, then renders the chunks of bulk pages it is sent, one at a
// time. Until the build says Vike's samples are final it renders ahead and keeps the pages in memory
// (at most AHEAD_MAX); then it checks the samples of each kind itself before writing any page of that
// kind. Every answer carries what the publish step needs from the pages written since the last one.
import { withAssetTags } from '../../scripts/build/bulkPages.ts'
import { emptyFacts } from '../postbuild/html.ts'
import {
  AHEAD_MAX,
  BULK_KINDS,
  loadKindData,
  ourDocument,
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

// Started while the bundle is written: load the snapshots and the image manifest now; the first page
// is rendered when the first chunk comes, once Vite's manifest exists.
for (const kind of BULK_KINDS) loadKindData(kind)

const tagsOf = tagsByKind(clientDir)

let samplesFinal = false
/** Pages rendered before the samples were final, without Vike's tags yet. */
const ahead: { chunk: Chunk; documents: string[] }[] = []
let aheadPages = 0
/** A chunk was rendered ahead but not answered: AHEAD_MAX was reached. */
let withheld = false

process.on('message', (m: ToHelper) => {
  const facts = emptyFacts()
  if (m.type === 'samples') {
    samplesFinal = true
    for (const { chunk, documents } of ahead.splice(0)) {
      const tags = tagsOf(chunk)
      chunk.routes.forEach((route, i) => writePage(clientDir, route, withAssetTags(documents[i]!, tags), facts))
    }
    send({ type: 'done', answers: withheld, written: aheadPages, facts, ahead: 0, peakMb: peakMb() } satisfies FromHelper)
    aheadPages = 0
    withheld = false
  } else if (samplesFinal) {
    writeChunk(clientDir, m.kind, m.routes, tagsOf(m), facts)
    send({ type: 'done', answers: true, written: m.routes.length, facts, ahead: 0, peakMb: peakMb() } satisfies FromHelper)
  } else {
    ahead.push({ chunk: m, documents: m.routes.map((route) => ourDocument(m.kind, route)) })
    aheadPages += m.routes.length
    if (aheadPages < AHEAD_MAX)
      send({ type: 'done', answers: true, written: 0, facts, ahead: aheadPages, peakMb: peakMb() } satisfies FromHelper)
    else withheld = true
  }
})
// The parent disconnects when the queue is empty and every page is written; the process then ends by itself.
