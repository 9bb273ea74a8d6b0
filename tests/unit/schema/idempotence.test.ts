// lib/schema/README.md: every API schema is idempotent, so the snapshot sync writes parses again at build time to the same records.
import { describe, expect, it } from 'vitest'
import { endpoints } from '#lib/endpoints.ts'
import { feeRowSchema } from '#lib/schema/feeRow.ts'
import { strengthRowSchema } from '#lib/schema/strengthRow.ts'
import type { z } from 'zod'

const quirky: Record<string, unknown[]> = {
  news: [
    { title: ' Results ', school: 'senior', date: '05-03-2026', attachments: 'news/r.pdf', extra: 1 },
    { _id: 7, title: 'T', school: 'BOTH', fromDate: '2025-06-01T09:00:00', url: 'javascript:x' },
    { title: 'Bad date', school: 'Junior', date: 'next week' },
  ],
  event: [
    { title: 'Sports Day', school: 'Senior', date: '2026-12-05', time: 9, images: 'events/s.jpg', attachments: null },
    { _id: 'e2', title: 'PTM', school: 'junior' },
  ],
  highlight: [
    { school: 'Both', title: 'Admissions', fromDate: '01-12-2025', url: 'https://example.org' },
    { school: 'Senior', title: 'T', date: '2026-01-01' },
  ],
  video: [{ school: 'Junior', title: 'Dance', videoUrl: 'https://video.example.org/1', attachments: 'v/t.jpg', date: '15-08-2025' }],
  gallery: [
    {
      _id: 99,
      title: 'Album',
      category: 'photo gallery',
      school: 'Senior',
      date: '2025-12-20',
      attachments: [{ path: 'gallery/a/1.jpg' }, 'gallery/a/2.jpg'],
    },
  ],
  topper: [
    { name: 'Asha', class: '10', sessionYear: '2024-25', division: '96.4%', attachments: 'toppers/a.jpg' },
    { name: 'B', class: 'Class XII', sessionYear: '1999-00', division: 'A1' },
  ],
  testimonial: [{ title: 'Mrs. Sample', designation: 5, attachments: 'testimonials/p.jpg' }],
  notification: [{ title: 'Holiday', image: 'n/h.jpg', url: 'ftp://x', date: '2026-11-01' }],
  onlineRegistration: [{ title: 'Nursery registration', attachments: 'banners/n.jpg' }],
  social: [{ category: 'youtube', title: 'Channel', url: 'https://social.example.org' }],
}

const schemas: Record<string, z.ZodType> = {
  news: endpoints.news.schema,
  event: endpoints.events.schema,
  highlight: endpoints.highlight.schema,
  video: endpoints.videos.schema,
  gallery: endpoints.gallery.schema,
  topper: endpoints.toppers.schema,
  testimonial: endpoints.testimonials.schema,
  notification: endpoints.notifications.schema,
  onlineRegistration: endpoints.onlineRegistration.schema,
  social: endpoints.media.schema,
}

describe('every entity schema is idempotent: parse(parse(x)) deep-equals parse(x)', () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(name, () => {
      for (const input of quirky[name]!) {
        const once = schema.parse(input)
        // Through JSON too, as the snapshot file is.
        expect(schema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once)
        expect(schema.parse(once)).toEqual(once)
      }
    })
  }
  it('fee and strength rows', () => {
    const fee = { class: 'Nursery', tuitionFees: 54176, termFees: 9030, totalFees: 63206 }
    expect(feeRowSchema.parse(feeRowSchema.parse(fee))).toEqual(feeRowSchema.parse(fee))
    const s = { class: 'LKG', totalDivisions: 7, totalIntake: 251 }
    expect(strengthRowSchema.parse(strengthRowSchema.parse(s))).toEqual(strengthRowSchema.parse(s))
  })
  it('every endpoint in lib/endpoints.ts is covered', () => {
    const covered = new Set(Object.values(schemas))
    for (const [name, e] of Object.entries(endpoints)) expect(covered.has(e.schema), name).toBe(true)
  })
})
