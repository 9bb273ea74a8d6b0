// The hand-edited content files validate, and hold the spec's counts (§2) and §9 numbers.
import { describe, expect, it } from 'vitest'
import { loadMenus } from '#lib/content/menus.ts'
import { loadPhotoSet } from '#lib/content/photos.ts'
import { loadCoScholastic, loadKidsFees, loadKidsStrength, loadSchoolHours } from '#lib/content/tables.ts'

describe('content files', () => {
  it('photo sets hold the spec counts (campus 28, awards 8, cultural programme 45, ...)', () => {
    const counts = Object.fromEntries(
      [
        'campus',
        'certificates',
        'school-parliament',
        'classroom',
        'awards',
        'cultural-programme',
        'kids-uniform',
        'goals-rules',
        'erp',
      ].map((s) => [s, loadPhotoSet(s).photos.length]),
    )
    expect(counts).toEqual({
      campus: 28,
      certificates: 5,
      'school-parliament': 12,
      classroom: 12,
      awards: 8,
      'cultural-programme': 45,
      'kids-uniform': 5,
      'goals-rules': 6,
      erp: 3,
    })
  })
  it('lists 26 co-scholastic activities', () => {
    expect(loadCoScholastic()).toHaveLength(26)
  })
  it('holds the spec §9 kindergarten fees and strength', () => {
    expect(loadKidsFees().rows.map((r) => [r.class, r.tuitionFees, r.termFees, r.totalFees])).toEqual([
      ['Nursery', 54176, 9030, 63206],
      ['LKG', 54176, 9030, 63206],
      ['HKG', 51700, 8616, 60316],
    ])
    expect(loadKidsStrength().rows.map((r) => [r.class, r.totalDivisions, r.totalIntake])).toEqual([
      ['Nursery', 7, 223],
      ['LKG', 7, 251],
      ['HKG', 7, 284],
    ])
  })
  it('holds the spec §9 assembly times', () => {
    const h = loadSchoolHours()
    expect(h.seasons.map((s) => s.rows.map((r) => r.assembly))).toEqual([
      ['08:00', '07:30'],
      ['08:15', '07:45'],
    ])
  })
  it('menus carry the admission item and the disclosure PDFs, each opening in a new tab', () => {
    const m = loadMenus()
    const all = m.senior.flatMap((e) => ('children' in e ? e.children : [e]))
    expect(all.find((l) => l.admissionOpen)?.href).toBe('/#admission-enquiry')
    const docs = all.filter((l) => l.href.startsWith('/docs/cbse-disclosure/'))
    expect(docs.length).toBeGreaterThanOrEqual(23)
    expect(docs.every((d) => d.newTab)).toBe(true)
  })
})
