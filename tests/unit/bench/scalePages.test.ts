import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { assertShowsTitle, countPages, pagesFigure } from '#scripts/bench/scalePages.ts'
import { tempTree } from '#tests/support/tempTree.ts'

let dir = ''
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('the scale bench counting pages of a built site', () => {
  it('counts album and news pages one a folder, and every page in the total', () => {
    dir = tempTree('pages-', {
      'index.html': '',
      'SubGallery/index.html': '',
      'SubGallery/a1/index.html': '',
      'SubGallery/a2/index.html': '',
      'news/index.html': '',
      'news/n1/index.html': '',
      'news/n1/note.txt': '',
      'news/feed.xml': '',
      'about/index.html': '',
    })
    expect(countPages(dir)).toEqual({ total: 7, albums: 2, news: 1 })
  })

  it('counts nothing in a site not built', () => {
    expect(countPages(path.join('/nonexistent', 'site'))).toEqual({ total: 0, albums: 0, news: 0 })
  })

  it('names albums and news apart, and the rest only when there is any', () => {
    expect(pagesFigure({ total: 6000, albums: 1000, news: 5000 })).toBe('6000 pages (1000 album, 5000 news)')
    expect(pagesFigure({ total: 6075, albums: 1000, news: 5000 })).toBe('6075 pages (1000 album, 5000 news, 75 other)')
  })
})

describe('the stale-build check after the timed runs', () => {
  it('passes a page whose heading is the refreshed title and stops the bench on one that is not', () => {
    dir = tempTree('stale-', { 'a/index.html': '<h1>Sports Day (refresh 2)</h1>' })
    expect(() => assertShowsTitle(path.join(dir, 'a/index.html'), 'Sports Day (refresh 2)', 'ours')).not.toThrow()
    expect(() => assertShowsTitle(path.join(dir, 'a/index.html'), 'Sports Day (refresh 3)', 'ours')).toThrow(/ours: .* is stale/)
    expect(() => assertShowsTitle(path.join(dir, 'b/index.html'), 'Sports Day', 'ours')).toThrow(/stale/)
  })
})
