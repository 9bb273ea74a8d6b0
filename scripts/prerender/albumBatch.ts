// The album batch (lib/build/albumPages.ts): writes every album page Vike did not render,
// for this process's shard (NCSR_PRERENDER_SHARD), with renderDocument() and the asset tags Vike put
// on its sample albums. Before writing anything it checks that it reproduces Vike's samples byte for
// byte. Run by scripts/prerender.ts after the Vike shards: node --import tsx scripts/prerender/albumBatch.ts
import fs from 'node:fs'
import path from 'node:path'
import { albumUrl, assetTagsOf, splitAlbums, withAssetTags, type AssetTags } from '../../lib/build/albumPages.ts'
import { staticImportGraph, withModulePreloads } from '../../lib/build/modulePreloads.ts'
import { currentShard, inShard } from '../../lib/build/prerenderShard.ts'
import { loadSnapshot } from '../../lib/load/snapshot.ts'
import { renderDocument } from '../../renderer/renderDocument.tsx'
import albumConfig from '../../pages/(senior)/SubGallery/@id/+config.ts'
import { albumPageData } from '../../pages/(senior)/SubGallery/@id/albumPageData.ts'
import { Page } from '../../pages/(senior)/SubGallery/@id/+Page.tsx'

const clientDir = path.resolve(process.env['NCSR_OUT_DIR'] || 'dist', 'client')
const fileOf = (url: string) => path.join(clientDir, url, 'index.html')

/** Our document for one album (what Vike's onRenderHtml returns for it, before Vike's tags). */
function ourAlbumDocument(id: string): string {
  const data = albumPageData(id)
  if (!data) throw new Error(`album ${id} vanished from the snapshot`)
  return renderDocument({ Page, data, urlPathname: albumUrl(id), config: { title: albumConfig.title } })
}

function firstDifference(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `at ${i}: Vike "${a.slice(Math.max(0, i - 40), i + 40)}" / batch "${b.slice(Math.max(0, i - 40), i + 40)}"`
}

const started = Date.now()
const { vike: samples, batch } = splitAlbums(loadSnapshot('gallery').map((g) => g._id))
const shard = currentShard()
const mine = batch.filter((id) => inShard(albumUrl(id), shard))
if (mine.length > 0) {
  // Vike's asset tags, from its first sample; every sample must then come out identical.
  let tags: AssetTags | undefined
  for (const id of samples) {
    const vikeHtml = fs.readFileSync(fileOf(albumUrl(id)), 'utf8')
    const ours = ourAlbumDocument(id)
    tags ??= assetTagsOf(vikeHtml, ours)
    const again = withAssetTags(ours, tags)
    if (again !== vikeHtml) throw new Error(`album batch: ${albumUrl(id)}/ differs from Vike's page ${firstDifference(vikeHtml, again)}`)
  }
  if (!tags) throw new Error('album batch: no sample album rendered by Vike to copy the asset tags from')
  // The module preloads the post-build step would add (lib/build/modulePreloads.ts), added here so
  // that step has nothing to rewrite among thousands of albums.
  const served = { ...tags, body: withModulePreloads(tags.body, staticImportGraph(clientDir)) }
  for (const id of mine) {
    const file = fileOf(albumUrl(id))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, withAssetTags(ourAlbumDocument(id), served))
  }
}
console.log(`album batch: ${mine.length} pages (checked against ${samples.length} rendered by Vike) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
