// How a rendered page asks the build for the file its og:image names (lib/seo/shareImage.ts): one small
// JSON file a file, <outDir>/share-requests/<name>.json, which the build turns into cards and crops
// once every page is written (scripts/images/shareImages.ts). Files, because pages are rendered by two
// processes (docs/architecture.md "The build, step by step"), and the name follows the content, so
// both may ask for the same file. Only in a production build: the dev server and unit tests ask nothing.
import fs from 'node:fs'
import path from 'node:path'
import type { ShareAsset } from './shareImage.ts'

/** Beside dist/client, never published. */
export const SHARE_REQUESTS_DIR = 'share-requests'

/** The names this process has asked for: each is written once, whatever the number of pages sharing it. */
const asked = new Set<string>()

export function requestShareAsset(asset: ShareAsset, outDir = process.env.NCSR_OUT_DIR || 'dist'): void {
  if (process.env.NODE_ENV !== 'production') return
  const dir = path.resolve(outDir, SHARE_REQUESTS_DIR)
  const file = path.join(dir, `${asset.name}.json`)
  if (asked.has(file)) return
  asked.add(file)
  fs.mkdirSync(dir, { recursive: true })
  try {
    fs.writeFileSync(file, JSON.stringify(asset), { flag: 'wx' })
  } catch (e) {
    // The other process (or the other copy of this module in the build's process) asked first.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
  }
}

/** What the pages of this build asked for (scripts/images/shareImages.ts), in name order. */
export function readShareRequests(outDir: string): ShareAsset[] {
  const dir = path.resolve(outDir, SHARE_REQUESTS_DIR)
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(dir, n), 'utf8')) as ShareAsset)
}

/** Forgets the requests of an earlier build (scripts/build.ts, before any page is rendered). */
export function clearShareRequests(outDir: string): void {
  fs.rmSync(path.resolve(outDir, SHARE_REQUESTS_DIR), { recursive: true, force: true })
  asked.clear()
}
