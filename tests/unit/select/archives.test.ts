import { describe, expect, it } from 'vitest'
import {
  archiveHref,
  archiveKeyOf,
  archiveKeys,
  archiveLinks,
  archivePage,
  ARCHIVE_LIMIT,
  archiveRoutes,
  cardsOf,
  SESSION_KEY,
} from '#lib/select/archives.ts'
import { newsHref, permalinkId } from '#lib/format/permalink.ts'

const news = { path: '/news/', name: 'Latest News', heading: 'News of', navLabel: 'News archive' }

describe('which years and sessions have an archive page', () => {
  it('each year with cards once, newest first; an undated card gives none', () => {
    expect(archiveKeys([2025, 2026, null, 2025, 2019])).toEqual(['2026', '2025', '2019'])
  })
  it('toppers by session: only a session of the form 2024-2025 becomes an address', () => {
    expect(archiveKeys(['2024-2025', '2025-2026', '../admin', '2025', ''], SESSION_KEY)).toEqual(['2025-2026', '2024-2025'])
  })
  it('no cards, no archive', () => expect(archiveKeys([])).toEqual([]))
})

describe('archive addresses', () => {
  it('sit under the listing with the trailing slash the host answers', () => {
    expect(archiveHref('/news/', 2025)).toBe('/news/2025/')
    expect(archiveRoutes('/topperX/', ['2024-2025'])).toEqual(['/topperX/2024-2025'])
  })
  it('the route function claims four digits under its listing only', () => {
    expect(archiveKeyOf('/news/2025', '/news/')).toBe('2025')
    expect(archiveKeyOf('/news/2025/', '/news/')).toBe('2025')
    expect(archiveKeyOf('/news/65f1c0ffee', '/news/')).toBeNull()
    expect(archiveKeyOf('/news/20251/', '/news/')).toBeNull()
    expect(archiveKeyOf('/events/2025', '/news/')).toBeNull()
    expect(archiveKeyOf('/news/', '/news/')).toBeNull()
  })
  it('an item whose id is four digits gets another folder, so a year keeps its address', () => {
    expect(newsHref('2025')).not.toBe('/news/2025/')
    expect(archiveKeyOf(newsHref('2025'), '/news/')).toBeNull()
    expect(permalinkId('abc2025')).toBe('abc2025')
  })
})

describe('an archive page', () => {
  const cards = [
    { id: 'a', year: 2026 },
    { id: 'b', year: 2025 },
    { id: 'c', year: 2026 },
    { id: 'd', year: null },
  ]
  const page = archivePage(
    news,
    '2026',
    cardsOf(cards, (c) => c.year, '2026'),
    ['2026', '2025'],
  )

  it("shows that year's cards in the listing's order", () => {
    expect(page.items.map((c) => c.id)).toEqual(['a', 'c'])
    expect(page.total).toBe(2)
  })
  it("holds at most ARCHIVE_LIMIT cards, the first in the listing's order, and counts them all", () => {
    const many = Array.from({ length: ARCHIVE_LIMIT + 5 }, (_, i) => ({ id: `n${i}`, year: 2026 }))
    const big = archivePage(
      news,
      '2026',
      cardsOf(many, (c) => c.year, '2026'),
      ['2026'],
    )
    expect(big.items.map((c) => c.id)).toEqual(many.slice(0, ARCHIVE_LIMIT).map((c) => c.id))
    expect(big.total).toBe(ARCHIVE_LIMIT + 5)
  })
  it('is titled for its year and links every archive, its own marked current', () => {
    expect(page.title).toBe('News of 2026')
    expect(page.archives).toEqual(archiveLinks('/news/', ['2026', '2025'], '2026'))
    expect(page.archives.filter((l) => l.current).map((l) => l.href)).toEqual(['/news/2026/'])
  })
  it('has the trail Listing > year (Home is added by the head)', () => {
    expect(page.seo.breadcrumbs).toEqual([
      { name: 'Latest News', path: '/news/' },
      { name: '2026', path: '/news/2026/' },
    ])
  })
})
