import { describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import { apiImageUrl, isAllowedHref } from '#lib/format/url.ts'
import { CONTROL_IDS, HOSTILE_PATHS, HOSTILE_URLS, MARKUP_IDS, hostileBodies } from '../../fixtures/hostile/makeHostileCorpus.ts'
import { ID_FORBIDDEN } from '#lib/schema/primitives.ts'
import { validateRecords } from '#scripts/sync/validateRecords.ts'

const records = (name: EndpointName): unknown[] => {
  const body = hostileBodies[name] as unknown
  return Array.isArray(body) ? body : (body as { data: unknown[] }).data
}

describe('hostile API data at the schema boundary', () => {
  it('never lets a link field through unless it is http(s), mailto or tel', () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      for (const rec of records(name)) {
        const parsed = endpoints[name].schema.safeParse(rec)
        if (!parsed.success) continue
        for (const key of ['url', 'videoUrl'] as const) {
          const v = (parsed.data as Record<string, unknown>)[key]
          if (typeof v === 'string' && v !== '') expect(isAllowedHref(v), `${name}.${key} = ${JSON.stringify(v)}`).toBe(true)
        }
      }
    }
  })

  it('rejects every hostile URL in the allow-list', () => {
    for (const u of HOSTILE_URLS) expect(isAllowedHref(u), u).toBe(false)
  })

  it('rejects album ids that could write outside their folder', () => {
    const ids = records('gallery')
      .map((r) => endpoints.gallery.schema.safeParse(r))
      .filter((p) => p.success)
      .map((p) => p.data!._id)
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(ids).not.toContain('../../escape')
    expect(ids).not.toContain('a/b')
  })

  it('refuses every record whose id holds a control character, on every endpoint, and keeps those with markup ids', () => {
    let refused = 0
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      for (const rec of records(name)) {
        const id = (rec as { _id?: unknown } | null)?._id
        const parsed = endpoints[name].schema.safeParse(rec)
        if (typeof id === 'string' && CONTROL_IDS.includes(id)) {
          expect(parsed.success, `${name} kept ${JSON.stringify(id)}`).toBe(false)
          refused++
        }
        if (parsed.success) expect((parsed.data as { _id: string })._id).not.toMatch(ID_FORBIDDEN)
      }
    }
    // Each once in news (and news-all), the forged event in events and events-all.
    expect(refused).toBe(2 * CONTROL_IDS.length)
    const kept = records('eventsAll').filter((r) => endpoints.eventsAll.schema.safeParse(r).success)
    expect(kept.map((r) => (r as { _id: string })._id)).toEqual(expect.arrayContaining(MARKUP_IDS))
  })

  it('has sync report each refused id as a record left out, the rest of its list kept', () => {
    const v = validateRecords('eventsAll', endpoints.eventsAll.schema, records('eventsAll'))
    const left = v.problems.filter((p) => p.field === '_id' && /control character/.test(p.reason))
    expect(left).toHaveLength(1)
    expect(left[0]).toMatchObject({ level: 'error', reason: 'holds a control character or line break; record left out' })
    expect(v.records.length).toBe(records('eventsAll').length - v.invalid)
  })

  it('keeps every attachment URL under the image endpoint, encoded', () => {
    for (const p of HOSTILE_PATHS) {
      const url = apiImageUrl(p, 'https://api.example.org')
      expect(url.startsWith('https://api.example.org/api/image/'), url).toBe(true)
      const rest = url.slice('https://api.example.org/api/image/'.length)
      expect(rest).not.toMatch(/(^|\/)\.\.?(\/|$)/)
      expect(rest).not.toMatch(/[?#\s\\]/)
      expect(new URL(url).pathname.startsWith('/api/image/')).toBe(true)
    }
  })

  it('keeps valid records and drops broken ones rather than failing the whole list', () => {
    const news = records('news')
    const ok = news.filter((r) => endpoints.news.schema.safeParse(r).success)
    expect(ok.length).toBeGreaterThan(8)
    expect(ok.length).toBeLessThan(news.length)
  })
})
