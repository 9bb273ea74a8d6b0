// The batch's helper process (scripts/build/batch.ts startBatchHelper): loads the page modules and
// the data while the build prerenders, then renders and writes the chunks of bulk pages
// it is sent, one at a time, answering each with what the publish step needs from those pages. It
// checks Vike's samples of a kind itself before writing any page of that kind.
import { bulkRoutes, type AssetTags, type BulkKind } from '../../scripts/build/bulkPages.ts'
import { emptyFacts } from '../postbuild/html.ts'
import { BULK_KINDS, ourDocument, servedTags, writeChunk, type FromHelper, type ToHelper } from './batch.ts'

const clientDir = process.argv[2]
if (!clientDir || !process.send) throw new Error('batchWorker: started without a client folder or an IPC channel (see startBatchHelper)')
const send = process.send.bind(process)

// Warm up while the parent is busy: the snapshots, the image manifest and one render of each kind.
for (const kind of BULK_KINDS) {
  const first = bulkRoutes(kind)[0]
  if (first) ourDocument(kind, first)
}

const served = new Map<BulkKind, AssetTags>()
process.on('message', (m: ToHelper) => {
  let tags = served.get(m.kind)
  if (!tags) served.set(m.kind, (tags = servedTags(clientDir, m.kind, m.samples)))
  const facts = emptyFacts()
  writeChunk(clientDir, m.kind, m.routes, tags, facts)
  send({ type: 'done', facts, pages: m.routes.length, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) } satisfies FromHelper)
})
// The parent disconnects when the queue is empty; the process then ends by itself.
