import { describe, expect, it } from 'vitest'
import { initialTopperSession, sessionsOf, sortByMarks } from '#lib/select/toppers.ts'
import { topperSchema, type Topper } from '#lib/schema/topper.ts'

const t = (name: string, cls: 'X' | 'XII', sessionYear: string, division: string): Topper =>
  topperSchema.parse({ name, class: cls, sessionYear, division })

describe('spec §4 topper sessions', () => {
  const list = [t('A', 'X', '2025-2026', '90'), t('B', 'XII', '2024-2025', '91')]
  it('opens on (Y-1)-Y when the class has toppers in it', () => expect(initialTopperSession(list, 'X', 2026)).toBe('2025-2026'))
  it('falls back to (Y-2)-(Y-1) when (Y-1)-Y is empty for the class', () =>
    expect(initialTopperSession(list, 'XII', 2026)).toBe('2024-2025'))
  it('lists sessions newest first', () =>
    expect(sessionsOf([...list, t('C', 'X', '2023-2024', '1')], 'X')).toEqual(['2025-2026', '2023-2024']))
})

describe('spec §4 toppers sorted by marks, highest first', () => {
  it("parses '96.4', '96.4%' and puts junk last", () => {
    const sorted = sortByMarks([
      t('Junk', 'X', '2025-2026', 'Distinction'),
      t('Low', 'X', '2025-2026', '96.4'),
      t('High', 'X', '2025-2026', '98.5%'),
    ])
    expect(sorted.map((x) => x.name)).toEqual(['High', 'Low', 'Junk'])
  })
})
