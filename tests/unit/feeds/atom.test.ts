import { describe, expect, it } from 'vitest'
import { buildAtomFeed, escapeXml, newsEntry, selectFeedNews } from '#lib/feeds/atom.ts'
import { permalinkId } from '#lib/format/permalink.ts'
import { newsItemSchema, type NewsItem } from '#lib/schema/newsItem.ts'

const news = (o: Record<string, unknown>): NewsItem => newsItemSchema.parse({ title: 'News', school: 'Senior', date: '2026-03-05', ...o })

describe('news feed audience', () => {
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
    // The API's instant (midnight of 5 March in Kolkata), written in the school's zone: published and updated.
    expect(xml).toContain('<published>2026-03-05T00:00:00+05:30</published>')
    expect(xml).toContain('<updated>2026-03-05T00:00:00+05:30</updated>')
  })
  it("carries the item's whole text as content, type text, and no summary", () => {
    const long = 'word '.repeat(200).trim()
    const e = newsEntry(news({ _id: 'n2', description: long }), { pageUrl: 'https://s.example/news/n2/', tagAuthority: 's.example' })
    const feed = buildAtomFeed({
      id: 'x',
      title: 't',
      selfUrl: 'https://s.example/f.xml',
      alternateUrl: 'https://s.example/',
      author: 'a',
      updated: e.updated,
      entries: [e],
    })
    expect(feed).toContain(`<content type="text">${long}</content>`)
    expect(feed).not.toContain('<summary')
  })
  it('escapes text', () => {
    expect(xml).toContain('Prize &lt;day&gt; &amp; &quot;fun&quot;')
    expect(xml).toContain('<content type="text">Tom &amp; Jerry</content>')
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

describe('an Atom feed from hostile data', () => {
  const HOSTILE = [
    '</title><entry><title>Forged</title></entry>',
    '<img src=x onerror=alert(1)> & &amp; "q" \'a\'',
    ']]> <![CDATA[ x ]]>',
    'Line one\r\nLine two\u0000\u0008\u000b',
  ]
  const items = HOSTILE.map((title, i) =>
    news({ _id: i ? `<b>${i}</b> @user` : 'n0', title, description: title, url: 'javascript:alert(1)' }),
  )
  const xml = buildAtomFeed({
    id: 'https://s.example/feeds/news.xml',
    title: 'News & "more"',
    selfUrl: 'https://s.example/feeds/news.xml',
    alternateUrl: 'https://s.example/news/',
    author: 'School',
    updated: '2026-03-04T18:30:00.000Z',
    entries: items.map((n) => newsEntry(n, { pageUrl: `https://s.example/news/${permalinkId(n._id)}/`, tagAuthority: 's.example' })),
  })

  it('holds no markup but its own elements: every field of the data is escaped', () => {
    const own =
      /<\?xml version="1\.0" encoding="utf-8"\?>|<\/?(feed|id|title|subtitle|updated|link|author|name|entry|published|content)(\s+[a-z:]+="[^"<>]*")*\s*\/?>/g
    const rest = xml.replace(own, '')
    expect(rest).not.toMatch(/[<>]/)
    // Every & starts an entity.
    expect(rest.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&')
    expect(xml.match(/<entry>/g)).toHaveLength(HOSTILE.length)
    // eslint-disable-next-line no-control-regex
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/)
  })

  it('gives each entry a tag: id on its permalink id, whatever the API id holds', () => {
    const ids = [...xml.matchAll(/<entry>\n {4}<id>([^<]*)<\/id>/g)].map((m) => m[1])
    expect(ids).toEqual(items.map((n) => `tag:s.example,1963:news/${permalinkId(n._id)}`))
    for (const id of ids.slice(1)) expect(id).toMatch(/^tag:s\.example,1963:news\/p[0-9a-f]{8}$/)
  })
})
