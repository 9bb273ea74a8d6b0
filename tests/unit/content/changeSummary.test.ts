// The change summary of a content pull request: each changed field old → new, each changed line of text.
import { describe, expect, it } from 'vitest'
import { describeFileChange, fieldChanges } from '#scripts/content/changeSummary.ts'

describe('content change summary', () => {
  it('lists a changed fee as field: old → new', () => {
    const before = JSON.stringify({ session: '2025-2026', rows: [{ class: 'Nursery', tuitionFees: 54176 }] })
    const after = JSON.stringify({ session: '2025-2026', rows: [{ class: 'Nursery', tuitionFees: 55000 }] })
    expect(describeFileChange('kids-fees.json', before, after)).toBe(
      '#### `data/content/kids-fees.json`\n\n- `rows.0.tuitionFees`: 54176 → 55000\n',
    )
  })

  it('shows front-matter fields and the changed lines of a page', () => {
    const before = '---\ntitle: About\n---\nFirst line.\n\nSecond line.\n'
    const after = '---\ntitle: About us\n---\nFirst line.\n\nSecond line, longer.\n'
    expect(describeFileChange('pages/about.md', before, after)).toBe(
      '#### `data/content/pages/about.md`\n\n- `title`: “About” → “About us”\n- Page text:\n\n```diff\n- Second line.\n+ Second line, longer.\n```\n',
    )
  })

  it('marks added and removed rows, and says nothing of an unchanged file', () => {
    expect(fieldChanges({ rows: ['a'] }, { rows: ['a', 'b'] })).toEqual(['`rows.1`: (none) → “b”'])
    expect(describeFileChange('menus.json', '{"a":1}', '{ "a": 1 }')).toBe('')
    expect(describeFileChange('visitors.json', null, '{"visitors":[]}')).toBe('#### `data/content/visitors.json` (new file)\n\n')
    expect(describeFileChange('co-scholastic.json', null, '{"activities":["Yoga"]}')).toContain('(new file)')
  })
})
