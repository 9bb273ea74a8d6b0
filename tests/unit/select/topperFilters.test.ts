import { describe, expect, it } from 'vitest'
import { filterToppers, initialSessionOf, parseTopperQuery, sessionOptions, toTopperQuery } from '#lib/select/topperFilters.ts'
import { topperSchema, type Topper } from '#lib/schema/topper.ts'

const t = (name: string, sessionYear: string, division: string): Topper => topperSchema.parse({ name, class: 'X', sessionYear, division })
const list = [
  t('Neha Joshi', '2025-2026', 'Distinction'),
  t('Fatima Khan', '2025-2026', '96.4'),
  t('Riya Shah', '2025-2026', '99'),
  t('Kavya Patel', '2024-2025', '97.0%'),
]

describe('spec §5 topper year filter: sessionYear equals the selection unless All', () => {
  it('a session shows only its toppers, highest marks first and junk last', () => {
    expect(filterToppers(list, { session: '2025-2026', q: '' }).map((x) => x.name)).toEqual(['Riya Shah', 'Fatima Khan', 'Neha Joshi'])
  })
  it("'All' shows every session, sorted by marks", () => {
    expect(filterToppers(list, { session: 'All', q: '' }).map((x) => x.name)).toEqual([
      'Riya Shah',
      'Kavya Patel',
      'Fatima Khan',
      'Neha Joshi',
    ])
  })
})

describe('spec §5 topper search: case-insensitive substring on the name', () => {
  it('matches part of a name in any case', () =>
    expect(filterToppers(list, { session: 'All', q: 'KHAN' }).map((x) => x.name)).toEqual(['Fatima Khan']))
  it('no match gives an empty list (the page shows No Data Available)', () =>
    expect(filterToppers(list, { session: 'All', q: 'zzz' })).toEqual([]))
})

describe('topper filter state in the URL query', () => {
  const d = { session: '2025-2026', q: '' }
  it('reads a known session and the search', () =>
    expect(parseTopperQuery('?session=2024-2025&q=ka', d, ['2025-2026', '2024-2025'])).toEqual({ session: '2024-2025', q: 'ka' }))
  it('ignores an unknown session', () => expect(parseTopperQuery('?session=1999-2000', d, ['2025-2026'])).toEqual(d))
  it('round-trips All', () =>
    expect(parseTopperQuery(toTopperQuery({ session: 'All', q: 'x y' }), d, [])).toEqual({ session: 'All', q: 'x y' }))
})

describe('spec §4 topper pages: initial session with fallback (browser side)', () => {
  it('opens on (Y-1)-Y when present', () => expect(initialSessionOf(list, 2026)).toBe('2025-2026'))
  it('falls back to (Y-2)-(Y-1) and the dropdown offers it even when empty', () => {
    expect(initialSessionOf([], 2026)).toBe('2024-2025')
    expect(sessionOptions([], '2024-2025')).toEqual(['2024-2025'])
    expect(sessionOptions(['2025-2026', '2023-2024'], '2024-2025')).toEqual(['2025-2026', '2024-2025', '2023-2024'])
  })
})
