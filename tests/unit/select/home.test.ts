import { describe, expect, it } from 'vitest'
import { homeToppers, socialSlides, topperCandidates } from '#lib/select/home.ts'
import { newestFirst } from '#lib/select/listFilters.ts'
import { eventsBlock, latestKinderAlbums } from '#lib/select/kindergartenHome.ts'
import { topperSchema, type Topper } from '#lib/schema/topper.ts'
import { socialItemSchema } from '#lib/schema/socialItem.ts'
import { galleryItemSchema } from '#lib/schema/galleryItem.ts'

const t = (name: string, cls: 'X' | 'XII', sessionYear: string, division: string): Topper =>
  topperSchema.parse({ name, class: cls, sessionYear, division })

describe('spec §4 home toppers', () => {
  const list = [
    t('Ananya', 'X', '2025-2026', '98.2%'),
    t('Riya', 'X', '2025-2026', '99'),
    t('Kavya', 'X', '2024-2025', '97'),
    t('Sara', 'XII', '2024-2025', '97.8%'),
    t('Diya', 'XII', '2024-2025', '98.6%'),
    t('Meera', 'XII', '2023-2024', '95.5%'),
  ]
  it('class X takes session (Y-1)-Y, highest marks first', () => {
    const r = homeToppers(list, 'X', 2026)
    expect(r.session).toBe('2025-2026')
    expect(r.toppers.map((x) => x.name)).toEqual(['Riya', 'Ananya'])
  })
  it('class XII falls back to (Y-2)-(Y-1) when (Y-1)-Y has none', () => {
    const r = homeToppers(list, 'XII', 2026)
    expect(r.session).toBe('2024-2025')
    expect(r.toppers.map((x) => x.name)).toEqual(['Diya', 'Sara'])
  })
  it('is empty (placeholders show) when neither session has toppers', () => {
    expect(homeToppers(list, 'XII', 2030)).toEqual({ session: '2028-2029', toppers: [] })
  })
  it('keeps only the sessions a visitor in the build year or the next one can need', () => {
    expect(
      topperCandidates(list, 2026)
        .map((x) => x.sessionYear)
        .sort(),
    ).toEqual(['2024-2025', '2024-2025', '2024-2025', '2025-2026', '2025-2026'])
    expect(homeToppers(topperCandidates(list, 2026), 'XII', 2027).session).toBe('2025-2026')
  })
})

describe('newest first', () => {
  it('sorts by date descending with undated and unparseable dates last', () => {
    const items = [{ date: '2025-01-01T00:00:00Z' }, { date: 'sometime' }, { date: '2026-01-01T00:00:00Z' }, { date: '' }]
    expect(newestFirst(items).map((i) => i.date)).toEqual(['2026-01-01T00:00:00Z', '2025-01-01T00:00:00Z', 'sometime', ''])
  })
})

describe('spec §2 rotating video-site, photo-site and social-network slides', () => {
  it('orders the social items YouTube, Instagram, Facebook', () => {
    const s = (category: string, title: string) => socialItemSchema.parse({ category, title, url: 'https://example.org' })
    expect(socialSlides([s('FacebookSocial', 'f'), s('YoutubeSocial', 'y'), s('InstagramSocial', 'i')]).map((x) => x.title)).toEqual([
      'y',
      'i',
      'f',
    ])
  })
})

describe('spec §9 kindergarten photo carousel: latest 5 gallery items', () => {
  const g = (id: string, date: string, school = 'Junior', category = 'PhotoGallery') =>
    galleryItemSchema.parse({ _id: id, title: id, date, school, category, attachments: [] })
  it('takes the 5 newest kindergarten photo albums only', () => {
    const items = [
      g('a', '2026-01-01'),
      g('b', '2026-02-01'),
      g('c', '2026-03-01'),
      g('d', '2026-04-01'),
      g('e', '2026-05-01'),
      g('f', '2026-06-01'),
      g('senior', '2026-07-01', 'Senior'),
      g('sports', '2026-07-01', 'Junior', 'Sports'),
    ]
    expect(latestKinderAlbums(items).map((x) => x._id)).toEqual(['f', 'e', 'd', 'c', 'b'])
  })
})

describe('events blocks (home, kindergarten): upcoming means upcoming', () => {
  const e = (day: string) => ({ day, date: `${day}T04:30:00Z` })
  it('shows only today and later, soonest first, at most the limit', () => {
    const block = eventsBlock(
      [e('2026-01-01'), e('2026-09-01'), e('2026-06-15'), e('2025-12-01'), e('2026-07-01'), e('2026-08-01')],
      '2026-06-15',
      3,
    )
    expect(block.kind).toBe('upcoming')
    expect(block.events.map((x) => x.day)).toEqual(['2026-06-15', '2026-07-01', '2026-08-01'])
  })
  it('with nothing to come, titles the block recent and shows the latest past events, newest first', () => {
    const block = eventsBlock([e('2026-01-01'), e('2025-12-01'), e('2026-03-01'), { day: '', date: 'soon' }], '2026-06-15', 2)
    expect(block).toEqual({ kind: 'recent', events: [e('2026-03-01'), e('2026-01-01')] })
  })
  it('with no event at all, is an empty upcoming list (the spec placeholder)', () => {
    expect(eventsBlock([], '2026-06-15', 8)).toEqual({ kind: 'upcoming', events: [] })
  })
})
