// /search over the built fixture site: the index in shards (first shard, then a file per earlier
// year), searched by a module worker, results streamed (docs/search.md). The worker under the site's
// CSP, as the host sends it, is checked in tests/e2e/cloudflare-pages.spec.ts.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { readSearchIndex } from '#scripts/postbuild/searchShards.ts'
import type { SearchManifest } from '#lib/search/search.ts'
import { testDist } from '#tests/support/builtSite.ts'

const DIST = testDist
const manifest = () => JSON.parse(fs.readFileSync(path.join(DIST(), 'search-index.json'), 'utf8')) as SearchManifest

it('the index is a manifest of shards: pages and the newest year first, then one file per earlier year', () => {
  const m = manifest()
  expect(m.shards.map((s) => s.id)).toEqual(['first', 'y2025', 'y2024'])
  expect(m.total).toBe(readSearchIndex(DIST()).length)
  for (const s of m.shards) expect(fs.existsSync(path.join(DIST(), s.file)), s.file).toBe(true)
})
