// The pages a data change reaches (scripts/ci/touchedRoutes.ts): the sync's map from endpoints to pages,
// the item pages of what was added or changed, and always the home page.
import { describe, expect, it } from 'vitest'
import { MAX_ITEM_PAGES, recordsOf, snapshotPairs, touchedRoutes, type SnapshotPair } from '#scripts/ci/touchedRoutes.ts'

const news = (id: string, title = id) => ({ _id: id, title, school: 'Senior' })
const none = (name: SnapshotPair['name']): SnapshotPair => ({ name, before: [], after: [] })
const built = () => true

describe('touchedRoutes', () => {
  it('is the home page alone when nothing changed', () => {
    expect(touchedRoutes([none('news'), none('gallery')], built)).toEqual(['/'])
  })

  it('adds the listings an endpoint shows on and the page of each added or changed item, not of a removed one', () => {
    const pair: SnapshotPair = {
      name: 'newsAll',
      before: [news('a'), news('b'), news('gone')],
      after: [news('a'), news('b', 'B!'), news('new')],
    }
    expect(touchedRoutes([pair], built)).toEqual(['/', '/kindergarten-news/', '/news/', '/news/b/', '/news/new/'])
  })

  it("adds an added or changed album's page, and an event's", () => {
    const album = { name: 'gallery' as const, before: [], after: [{ _id: 'alb1' }] }
    const event = { name: 'eventsAll' as const, before: [{ _id: 'e1', title: 'x' }], after: [{ _id: 'e1', title: 'y' }] }
    expect(touchedRoutes([album, event], built)).toEqual([
      '/',
      '/events/',
      '/gallery/',
      '/kids-gallery/',
      '/kinder-events/',
      '/kindergarten/',
      '/SubGallery/alb1/',
      '/events/e1/',
    ])
  })

  it('leaves out an item page the build did not write, and looks at no more than the cap of each kind', () => {
    const many = Array.from({ length: MAX_ITEM_PAGES + 5 }, (_, i) => news(`n${String(i).padStart(2, '0')}`))
    const routes = touchedRoutes([{ name: 'news', before: [], after: many }], (r) => r !== '/news/n00/')
    expect(routes.filter((r) => r.startsWith('/news/'))).toHaveLength(MAX_ITEM_PAGES)
    expect(routes).not.toContain('/news/n00/')
  })
})

describe('snapshotPairs and recordsOf', () => {
  it('reads every endpoint, an absent or unreadable file as no records', () => {
    const pairs = snapshotPairs(
      (file) => (file === 'news.json' ? '[{"_id":"a"}]' : null),
      (file) => (file === 'news.json' ? '[{"_id":"a"},{"_id":"b"}]' : file === 'events.json' ? '{not json' : null),
    )
    expect(pairs).toHaveLength(12)
    expect(pairs.find((p) => p.name === 'news')).toEqual({ name: 'news', before: [{ _id: 'a' }], after: [{ _id: 'a' }, { _id: 'b' }] })
    expect(pairs.find((p) => p.name === 'events')).toEqual({ name: 'events', before: [], after: [] })
    expect(recordsOf('{"_id":"a"}')).toEqual([])
    expect(recordsOf('[{"_id":1},null,{"_id":"x"}]')).toEqual([{ _id: 'x' }])
  })
})
