// The variants of one original, from the image cache or encoded now (docs/images.md "The cache in CI"):
//   keys/<sha1 of the original's path>.json  the key of its bytes and kind, with the size and time it was read at
//   variants/<key>/<w>.webp, c<w>.avif, a<w>.avif, meta.json
// key = sha1(original bytes + TRANSFORM_VERSION + kind), 16 hex; kind: '+crops' for photos, and the
// lead transform more for lead images. An original whose size and mtime did not change is not hashed again.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { makeVariants, TRANSFORM_VERSION } from './makeVariants.ts'
import type { LocalImage } from './publish.ts'
import { loadSharp } from './sharpOnce.ts'

const sha1 = (s: string | Buffer) => crypto.createHash('sha1').update(s).digest('hex')

export interface VariantKind {
  /** 4:3 AVIF crops for cards and grids (photos; not magazine pages, shown whole). */
  crops: boolean
  /** AVIF of the whole image (lead images). */
  avif: boolean
  /** The kind's part of the key ('+crops', the lead transform: plan.ts variantKind). */
  tag: string
}

/**
 * Whether the cache holds variants/<key>/, from one listing of variants/ made on the first question (a
 * rebuild whose index names no local image never lists it). An index entry whose folder went (a cache
 * pruned by hand) is then made again the slow way.
 */
export function variantFolders(cache: string): (key: string) => boolean {
  let folders: Set<string> | undefined
  const dir = path.join(cache, 'variants')
  return (key) => (folders ??= new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : [])).has(key)
}

/** The manifest entry of an original's variants; `encoded` when they were made now, not found in the cache. */
export async function cachedVariants(original: string, cache: string, kind: VariantKind): Promise<{ entry: LocalImage; encoded: boolean }> {
  const st = fs.statSync(original)
  const stamp = `${st.size}:${st.mtimeMs}${kind.tag}`
  const keyFile = path.join(cache, 'keys', `${sha1(original)}.json`)
  let key: string | undefined
  try {
    const k = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { stamp: string; key: string }
    if (k.stamp === stamp) key = k.key
  } catch {
    // not known yet
  }
  if (!key) {
    key = sha1(Buffer.concat([fs.readFileSync(original), Buffer.from(TRANSFORM_VERSION + kind.tag)])).slice(0, 16)
    fs.mkdirSync(path.dirname(keyFile), { recursive: true })
    fs.writeFileSync(keyFile, JSON.stringify({ stamp, key }))
  }
  const dir = path.join(cache, 'variants', key)
  const metaFile = path.join(dir, 'meta.json')
  // `avif` is absent from the meta.json of a folder written before lead images had it (no AVIF).
  let meta: { width: number; height: number; widths: number[]; crops: number[]; avif?: number[] }
  let encoded = false
  if (fs.existsSync(metaFile)) {
    meta = JSON.parse(fs.readFileSync(metaFile, 'utf8')) as typeof meta
  } else {
    const v = await makeVariants(original, await loadSharp(), { crops: kind.crops, avif: kind.avif })
    fs.mkdirSync(dir, { recursive: true })
    for (const f of v.files) fs.writeFileSync(path.join(dir, f.name), f.data)
    meta = { width: v.width, height: v.height, widths: v.widths, crops: v.crops, avif: v.avif }
    // meta.json last: its presence means the folder is complete
    fs.writeFileSync(metaFile, JSON.stringify(meta))
    encoded = true
  }
  const entry: LocalImage = {
    ok: true,
    width: meta.width,
    height: meta.height,
    key,
    widths: meta.widths,
    ...(meta.crops.length ? { crops: meta.crops } : {}),
    ...(meta.avif?.length ? { avif: meta.avif } : {}),
  }
  return { entry, encoded }
}
