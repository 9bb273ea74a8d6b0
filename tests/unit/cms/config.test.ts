// The editor's configuration (lib/cms/config.ts) covers every content file and every field the
// build's schemas accept, no more, with the same required/optional split and a plain-word label.
// The schema side is read through z.toJSONSchema, independently of the generator's own walk.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildCmsConfig } from '#lib/cms/config.ts'
import type { CmsField } from '#lib/cms/fields.ts'
import { LABELS, missingLabels } from '#lib/cms/labels.ts'
import { listContentFiles } from '#lib/content/check.ts'
import { contentFileFor, IGNORED } from '#lib/content/registry.ts'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { buildCsp, cspConfigFromEnv } from '#scripts/postbuild/csp.ts'
import { FIXTURE_CONTENT_DIR as contentDir } from '#tests/fixtures/testEnv.ts'

const config = buildCmsConfig({ backend: { name: 'github', repo: 'school/site' }, contentDir })
const cmsFiles = config.collections.flatMap((c) => c.files.map((f) => ({ ...f, collection: c.name })))

type Json = {
  properties?: Record<string, Json>
  required?: string[]
  items?: Json
  anyOf?: Json[]
  oneOf?: Json[]
  type?: string | string[]
}

/** Field paths of a JSON schema ('rows.*.tuitionFees') with whether each is required. */
function schemaPaths(s: Json, at = '', out = new Map<string, boolean>()): Map<string, boolean> {
  const branches = s.anyOf ?? s.oneOf
  if (branches) {
    const objects = branches.filter((b) => b.properties)
    for (const b of objects) schemaPaths(b, at, out)
    // A field of a union is required only when every branch requires it.
    for (const b of objects)
      for (const k of Object.keys(b.properties!)) if (!objects.every((o) => o.required?.includes(k))) out.set(at ? `${at}.${k}` : k, false)
    for (const b of branches.filter((b) => b.items)) schemaPaths(b.items!, `${at}.*`, out)
    return out
  }
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    const p = at ? `${at}.${k}` : k
    if (!out.has(p)) out.set(p, s.required?.includes(k) ?? false)
    schemaPaths(v, p, out)
  }
  if (s.items) schemaPaths(s.items, `${at}.*`, out)
  return out
}

/** Field paths of the editor's fields, with whether each is required; hidden fields listed apart. */
function cmsPaths(fields: CmsField[], at = '', out = new Map<string, boolean>(), hidden: string[] = []) {
  for (const f of fields) {
    const p = at ? `${at}.${f.name}` : f.name
    if (f.widget === 'hidden') hidden.push(p)
    out.set(p, f.required !== false)
    if (f.fields) cmsPaths(f.fields, f.widget === 'list' ? `${p}.*` : p, out, hidden)
    if (f.field?.fields) cmsPaths(f.field.fields, `${p}.*`, out, hidden)
  }
  return { paths: out, hidden }
}

describe('the editor configuration', () => {
  const files = listContentFiles(contentDir).filter((f) => !IGNORED.has(f))

  it('has exactly one entry for every content file but the configuration kept out of it', () => {
    expect(files.length).toBeGreaterThanOrEqual(60)
    const offered = files.filter((f) => !contentFileFor(f)!.notInEditor)
    expect(files.filter((f) => !offered.includes(f))).toEqual(['embeds.json'])
    expect(cmsFiles.map((f) => f.file).sort()).toEqual(offered.map((f) => `data/content/${f}`).sort())
  })

  it('offers no file the Content-Security-Policy of _headers is built from: maintainers change those in review', () => {
    // Which files feed it, found by taking each away in turn from a copy of data/content/ (not by
    // reading the flag the editor reads): the policy then changes, or cannot be built.
    const env = readBuildEnv({})
    const policy = (dir: string) => {
      try {
        return buildCsp(cspConfigFromEnv(env, {}, dir))
      } catch (e) {
        return `no policy: ${(e as Error).message}`
      }
    }
    const full = policy(contentDir)
    const feeding = files.filter((rel) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-csp-'))
      try {
        fs.cpSync(contentDir, dir, { recursive: true })
        fs.rmSync(path.join(dir, rel))
        return policy(dir) !== full
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    })
    expect(feeding).toEqual(['embeds.json'])
    const offered = new Set(cmsFiles.map((f) => f.file))
    for (const rel of feeding) expect(offered.has(`data/content/${rel}`), rel).toBe(false)
  })

  it('offers every field the build accepts, and none it does not, required where the schema requires it', () => {
    const hiddenAll: string[] = []
    for (const rel of files.filter((f) => !contentFileFor(f)!.notInEditor)) {
      const entry = contentFileFor(rel)!
      const json = z.toJSONSchema(entry.schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as Json
      const want = schemaPaths(json)
      const cms = cmsFiles.find((f) => f.file === `data/content/${rel}`)!
      const { paths, hidden } = cmsPaths(cms.fields)
      hiddenAll.push(...hidden.map((h) => `${rel}:${h}`))
      if (rel.endsWith('.md')) {
        expect(paths.get('body'), rel).toBe(true)
        paths.delete('body')
      }
      // Below a hidden field (kept as it is) the editor shows nothing.
      const shown = [...want.keys()].filter((p) => !hidden.some((h) => p.startsWith(h + '.')))
      expect([...paths.keys()].sort(), rel).toEqual(shown.sort())
      for (const p of shown) if (!hidden.includes(p)) expect(paths.get(p), `${rel} › ${p} required`).toBe(want.get(p))
    }
    // The only fields the editor cannot show as a form: page lists mixing names and ranges.
    expect(hiddenAll.sort()).toEqual(['magazines.json:editions.*.pages', 'newsletters.json:newsletters.*.pages'])
  })

  it('labels every field in plain words, with no programmer name left', () => {
    expect([...missingLabels]).toEqual([])
    const walk = (fields: CmsField[]): CmsField[] =>
      fields.flatMap((f) => [f, ...walk(f.fields ?? []), ...(f.field ? walk([f.field]) : [])])
    for (const f of cmsFiles.flatMap((c) => walk(c.fields))) {
      expect(f.label, f.name).not.toBe(f.name)
      expect(f.label).toMatch(/^[A-Z]/)
    }
    // No camelCase field names shown as labels ("iPhone" is a word).
    for (const t of Object.values(LABELS)) expect(t.label.replace('iPhone', '')).not.toMatch(/[a-z][A-Z]/)
  })

  it('opens a pull request per change and puts photo uploads where the build reads photos', () => {
    expect(config.publish_mode).toBe('editorial_workflow')
    expect(config.backend).toMatchObject({ name: 'github', repo: 'school/site', branch: 'main' })
    const photos = cmsFiles.filter((f) => f.collection === 'photos')
    expect(photos.length).toBeGreaterThanOrEqual(10)
    for (const f of photos) {
      // f.file is the repository's path (data/content/…), where the editor commits; read the fixture's copy.
      const folder = (
        JSON.parse(fs.readFileSync(path.join(contentDir, f.file.replace(/^data\/content\//, '')), 'utf8')) as { folder: string }
      ).folder
      expect(f).toMatchObject({ media_folder: `/public/images/${folder}`, public_folder: `/images/${folder}` })
    }
  })

  it('gives fees whole-number boxes and patterns the schemas check', () => {
    const fees = cmsFiles.find((f) => f.file === 'data/content/kids-fees.json')!
    const rows = fees.fields.find((f) => f.name === 'rows')!
    expect(rows.fields!.find((f) => f.name === 'tuitionFees')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 0,
      label: 'Tuition fees (rupees)',
    })
    expect(fees.fields.find((f) => f.name === 'session')!.pattern).toEqual(['^\\d{4}-\\d{4}$', 'use YYYY-YYYY, e.g. 2025-2026'])
  })
})
