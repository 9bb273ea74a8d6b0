import { describe, expect, it } from 'vitest'
import { buildAtomFeed, escapeXml, isForAudience, newsEntry, selectFeedNews } from '#lib/feeds/atom.ts'
import { newsItemSchema, type NewsItem } from '#lib/schema/newsItem.ts'

const news = (o: Record<string, unknown>): NewsItem => newsItemSchema.parse({ title: 'News', school: 'Senior', date: '2026-03-05', ...o })

describe('news feed audience', () => {
  it('senior news is Senior or Both; kindergarten news is Junior or Both', () => {
    expect(isForAudience('Senior', 'senior')).toBe(true)
    expect(isForAudience('Both', 'senior')).toBe(true)
    expect(isForAudience('Junior', 'senior')).toBe(false)
    expect(isForAudience('Junior', 'kindergarten')).toBe(true)
    expect(isForAudience('Both', 'kindergarten')).toBe(true)
    expect(isForAudience('Senior', 'kindergarten')).toBe(false)
  })
  it('selects newest first, drops undated items and duplicates', () => {
    const list = [
      news({ _id: 'a', date: '2026-01-01' }),
      news({ _id: 'b', date: '2026-03-01', school: 'Both' }),
      news({ _id: 'c', date: '2026-02-01', school: 'Junior' }),
      news({ _id: 'd', date: 'soon' }),
      news({ _id: 'b', date: '2026-03-01', school: 'Both' }),
    ]
    expect(selectFeedNews(list, 'senior').map((n) => n._id)).toEqual(['b', 'a'])
    expect(selectFeedNews(list, 'kindergarten').map((n) => n._id)).toEqual(['b', 'c'])
  })
})

describe('buildAtomFeed', () => {
  const entry = newsEntry(news({ _id: 'n1', title: 'Prize <day> & "fun"', description: 'Tom & Jerry' }), {
    pageUrl: 'https://s.example/news/n1/',
    tagAuthority: 's.example',
  })
  const xml = buildAtomFeed({
    id: 'https://s.example/feeds/news.xml',
    title: 'School news',
    selfUrl: 'https://s.example/feeds/news.xml',
    alternateUrl: 'https://s.example/news/',
    author: 'School',
    updated: entry.updated,
    entries: [entry],
  })
  it('has the required Atom elements of the feed and each entry', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/)
    for (const tag of ['id', 'title', 'updated', 'author']) expect(xml).toContain(`<${tag}>`)
    expect(xml).toContain('rel="self"')
    expect(xml).toContain('<id>tag:s.example,1963:news/n1</id>')
    expect(xml).toContain('<updated>2026-03-04T18:30:00.000Z</updated>')
  })
  it('escapes text', () => {
    expect(xml).toContain('Prize &lt;day&gt; &amp; &quot;fun&quot;')
    expect(xml).toContain('<summary type="text">Tom &amp; Jerry</summary>')
  })
  it('links an item to its own page, even when the school gave a URL (the page links that)', () => {
    expect(newsEntry(news({ url: 'https://other.example/x' }), { pageUrl: 'https://s.example/news/n1/', tagAuthority: 'a' }).link).toBe(
      'https://s.example/news/n1/',
    )
  })
  it('escapeXml drops characters XML cannot hold', () => {
    expect(escapeXml('a\u0000b\u0008c\td')).toBe('abc\td')
  })
})
