import { describe, expect, it } from 'vitest'
import { emptyCareerText } from '#lib/forms/career.ts'
import { clearDraft, DRAFT_MAX_AGE_MS, type DraftStorage, draftKey, loadDraft, saveDraft } from '#lib/forms/draft.ts'

function fakeStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }
}

describe('form drafts (localStorage, text only)', () => {
  it('saves, restores over the empty form and clears', () => {
    const s = fakeStorage()
    const values = {
      ...emptyCareerText(),
      name: 'Asha',
      qualification1: [{ qualification: 'B.Ed', school: '', percent: '', academicYear: '' }],
    }
    saveDraft('career', values, s)
    expect(s.map.has(draftKey('career'))).toBe(true)
    expect(loadDraft('career', emptyCareerText(), s)).toEqual(values)
    clearDraft('career', s)
    expect(loadDraft('career', emptyCareerText(), s)).toBeUndefined()
  })
  it('ignores unknown keys, wrong types and broken JSON', () => {
    const s = fakeStorage()
    s.setItem(
      draftKey('career'),
      JSON.stringify({
        savedAt: Date.now(),
        values: { name: 5, evil: '<script>', email: 'a@b.com', careerDtl: [{ orgnisation: 'X', extra: 'y' }, 'junk'] },
      }),
    )
    const d = loadDraft('career', emptyCareerText(), s)!
    expect(d.name).toBe('')
    expect(d.email).toBe('a@b.com')
    expect(d).not.toHaveProperty('evil')
    expect(d.careerDtl).toEqual([
      { orgnisation: 'X', designation: '', fromYear: '', toYear: '', experience: '' },
      { orgnisation: '', designation: '', fromYear: '', toYear: '', experience: '' },
    ])
    s.setItem(draftKey('career'), '{not json')
    expect(loadDraft('career', emptyCareerText(), s)).toBeUndefined()
  })
  it('restores a draft for a week after its last save, then deletes it unread', () => {
    const s = fakeStorage()
    const saved = Date.UTC(2026, 11, 1, 4, 30) // 1 Dec 2026, 10:00 in Asia/Kolkata
    const values = { ...emptyCareerText(), name: 'Asha', phone: '9876543210', address: '12 Lake Road' }
    saveDraft('career', values, s, saved)
    expect(JSON.parse(s.map.get(draftKey('career'))!)).toMatchObject({ savedAt: saved })
    expect(loadDraft('career', emptyCareerText(), s, saved + DRAFT_MAX_AGE_MS)).toEqual(values)
    expect(loadDraft('career', emptyCareerText(), s, saved + DRAFT_MAX_AGE_MS + 1)).toBeUndefined()
    expect(s.map.has(draftKey('career'))).toBe(false)
    // Saving again starts the week again.
    saveDraft('career', values, s, saved)
    saveDraft('career', values, s, saved + DRAFT_MAX_AGE_MS)
    expect(loadDraft('career', emptyCareerText(), s, saved + DRAFT_MAX_AGE_MS + 60_000)).toEqual(values)
  })
  it('deletes a draft without a date (kept by an older version of the site) or dated far ahead', () => {
    const s = fakeStorage()
    s.setItem(draftKey('alumni'), JSON.stringify({ name: 'Old Pupil', phone: '9876543210' }))
    expect(loadDraft('alumni', { name: '', phone: '' }, s)).toBeUndefined()
    expect(s.map.has(draftKey('alumni'))).toBe(false)
    // A date set to the future would keep it for good.
    const now = Date.UTC(2026, 11, 1)
    s.setItem(draftKey('alumni'), JSON.stringify({ savedAt: now + 400 * DRAFT_MAX_AGE_MS, values: { name: 'X', phone: '' } }))
    expect(loadDraft('alumni', { name: '', phone: '' }, s, now)).toBeUndefined()
    expect(s.map.has(draftKey('alumni'))).toBe(false)
  })
  it('never throws when storage is full or disabled', () => {
    const broken: DraftStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('x')
      },
    }
    expect(() => saveDraft('a', { x: '1' }, broken)).not.toThrow()
    expect(loadDraft('a', { x: '' }, broken)).toBeUndefined()
    expect(() => clearDraft('a', broken)).not.toThrow()
  })
})
