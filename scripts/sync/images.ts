// Issue 8: `npm run sync -- --images` also downloads the album photos into .cache/images/<api host>/ (keyed
// by the encoded attachment path), so the build, which has no network, can derive thumbnails from them
// (lib/images/thumbs.ts). Files already in the cache are not downloaded again; failures are counted
// and reported, never fatal (the build then links the full API image for that photo).
import fs from 'node:fs'
import path from 'node:path'
import { apiImageUrl, encodeAttachmentPath } from '../../lib/format/url.ts'
import { loadSnapshot } from '../../lib/load/snapshot.ts'
import { imageCacheDir } from '../../lib/images/thumbs.ts'

export interface ImageSyncResult {
  wanted: number
  downloaded: number
  cached: number
  failed: number
}

const MAX_IMAGE_BYTES = 20 * 1024 * 1024

/** Downloads every gallery attachment not yet in the cache, `concurrency` at a time. */
export async function syncImages(opts: { apiBase: string; dataDir: string; root?: string; concurrency?: number; timeoutMs?: number; fetch?: typeof fetch }): Promise<ImageSyncResult> {
  const root = opts.root ?? process.cwd()
  const doFetch = opts.fetch ?? globalThis.fetch
  const paths = new Set<string>()
  for (const album of loadSnapshot('gallery', opts.dataDir)) for (const a of album.attachments) {
    const enc = encodeAttachmentPath(a)
    if (enc && enc.split('/').every((s) => s !== '.' && s !== '..')) paths.add(enc)
  }
  const result: ImageSyncResult = { wanted: paths.size, downloaded: 0, cached: 0, failed: 0 }
  const queue = [...paths]
  const worker = async () => {
    for (let enc = queue.shift(); enc !== undefined; enc = queue.shift()) {
      const file = path.join(imageCacheDir(opts.apiBase, root), ...enc.split('/'))
      if (fs.existsSync(file)) {
        result.cached++
        continue
      }
      try {
        const res = await doFetch(apiImageUrl(enc, opts.apiBase), { signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) })
        const type = res.headers.get('content-type') ?? ''
        if (!res.ok || !type.startsWith('image/')) throw new Error(`HTTP ${res.status} ${type}`)
        const bytes = Buffer.from(await res.arrayBuffer())
        if (bytes.length > MAX_IMAGE_BYTES) throw new Error('too large')
        fs.mkdirSync(path.dirname(file), { recursive: true })
        fs.writeFileSync(`${file}.tmp`, bytes)
        fs.renameSync(`${file}.tmp`, file)
        result.downloaded++
      } catch {
        result.failed++
      }
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency ?? 8 }, worker))
  return result
}
