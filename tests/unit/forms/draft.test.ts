import { describe, expect, it } from 'vitest'
import { emptyCareerText } from '#lib/forms/career.ts'
import { clearDraft, type DraftStorage, draftKey, loadDraft, saveDraft } from '#lib/forms/draft.ts'

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
      JSON.stringify({ name: 5, evil: '<script>', email: 'a@b.com', careerDtl: [{ orgnisation: 'X', extra: 'y' }, 'junk'] }),
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
