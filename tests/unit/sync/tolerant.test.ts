// Issue "tolerant snapshots": strict on what a page needs to render safely, liberal on the rest.
// For every endpoint, a record with an unknown enum value and an extra field is kept, parses again to
// the same record, and the summary names the unknown things once per endpoint, not once per record.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import { withoutExtras } from '#lib/schema/primitives.ts'
import { validateRecords } from '#scripts/sync/validateRecords.ts'
import { startWorld, type World } from './harness.ts'

/** A valid record per endpoint, and its enum fields with a value the site does not know. */
const cases: Record<EndpointName, { rec: Record<string, unknown>; unknown: Record<string, string> }> = {
  highlight: { rec: { title: 'H', fromDate: '2026-01-01' }, unknown: { school: 'Primary' } },
  news: { rec: { _id: 'n1', title: 'N', date: '2026-01-01' }, unknown: { school: 'Primary' } },
  newsAll: { rec: { _id: 'n1', title: 'N', date: '2026-01-01' }, unknown: { school: 'Alumni' } },
  events: { rec: { _id: 'e1', title: 'E', date: '2026-01-01' }, unknown: { school: 'Primary' } },
  eventsAll: { rec: { _id: 'e1', title: 'E', date: '2026-01-01' }, unknown: { school: 'Primary' } },
  videos: { rec: { title: 'V', videoUrl: 'https://video.example.org/1' }, unknown: { school: 'Primary' } },
  gallery: { rec: { _id: 'g1', title: 'G', date: '2026-01-01' }, unknown: { school: 'Primary', category: 'Music' } },
  toppers: { rec: { name: 'T', sessionYear: '2024-2025' }, unknown: { class: 'IX' } },
  media: { rec: { title: 'M', url: 'https://social.example.org/1' }, unknown: { category: 'Media' } },
  // These three have no enum field: only the extra field is new to them.
  testimonials: { rec: { title: 'P', designation: 'Parent' }, unknown: {} },
  notifications: { rec: { title: 'Notice' }, unknown: {} },
  onlineRegistration: { rec: { title: 'Admissions' }, unknown: {} },
}

describe('every endpoint keeps unknown enum values and extra fields', () => {
  for (const [name, { rec, unknown }] of Object.entries(cases) as [EndpointName, (typeof cases)[EndpointName]][]) {
    it(name, () => {
      const schema = endpoints[name].schema
      const raw = { ...rec, ...unknown, colour: 'teal', priority: 3 }
      const records = [raw, { ...raw, _id: 'second', name: 'T2', title: 'Second' }]
      const v = validateRecords(name, schema, records)
      expect(v.invalid).toBe(0)
      expect(v.records).toHaveLength(2)
      const kept = v.records[0]!
      expect(kept).toMatchObject({ ...unknown, colour: 'teal', priority: 3 })
      // Idempotent: the snapshot (JSON) parses again to the same bytes, extras and all.
      const json = JSON.stringify(kept)
      expect(JSON.stringify(schema.parse(JSON.parse(json)))).toBe(json)
      // The build never sees the extras; the known fields stay.
      expect(withoutExtras(kept)).not.toHaveProperty('colour')
      expect(withoutExtras(kept)).toMatchObject(unknown)
      // One warning per field, counting both records; every one a warning, none an error.
      expect(v.problems.every((p) => p.level === 'warning')).toBe(true)
      for (const [field, value] of Object.entries(unknown)) {
        const p = v.problems.filter((x) => x.field === field)
        expect(p).toHaveLength(1)
        expect(p[0]!.reason).toContain(`"${value}" (2 records)`)
      }
      const extra = v.problems.filter((p) => p.reason.startsWith('extra field'))
      expect(extra).toHaveLength(1)
      expect(extra[0]!.reason).toContain('"colour" (2 records), "priority" (2 records)')
    })
  }
})

describe('sync with an API that sends media of category Media', () => {
  let w: World
  beforeEach(async () => {
    w = await startWorld()
  })
  afterEach(async () => {
    await w.close()
  })
  it('writes the media snapshot with them, exits 0 and warns once in the summary', async () => {
    const media = Array.from({ length: 40 }, (_, i) => ({
      _id: `m${i}`,
      category: 'Media',
      title: `Photo ${i}`,
      attachments: [`media/${i}.jpg`],
    }))
    media.push({ _id: 'y1', category: 'YoutubeSocial', title: 'Channel', attachments: [] })
    w.api.setFault({ path: endpoints.media.path, body: JSON.stringify(media) })
    const run = await w.sync()
    expect(run.exitCode).toBe(0)
    const written = JSON.parse(w.readData()['media.json']!) as { category: string }[]
    expect(written).toHaveLength(41)
    expect(written.filter((r) => r.category === 'Media')).toHaveLength(40)
    const warnings = run.markdown.split('\n').filter((l) => l.includes('Media'))
    expect(warnings).toHaveLength(1)
    // (The PR body holds each problem in a code span: it quotes what the API sent.)
    expect(warnings[0]).toMatch(/^- warning: ` media\.json › category: unknown value "Media" \(40 records\) kept/)
  })
})
