import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { assetTagsOf, bulkId, splitSamples, VIKE_SAMPLE_SIZE, type AssetTags } from '#scripts/build/bulkPages.ts'
import { servedPage } from '#scripts/build/batch.ts'
import { finishDocument, renderDraft } from '#renderer/renderDocument.tsx'
import { BODY_CLOSE, HEAD_OPEN } from '#renderer/documentMarks.ts'

const doc = (title: string, body: string) =>
  `<!DOCTYPE html>\n<html lang="en-IN">\n  <head>\n    <title>${title}</title>\n  </head>\n  <body>\n    ${body}\n  </body>\n</html>`
const HEAD = '<link rel="stylesheet" href="/assets/all.css">'
const BODY = '\n    <script src="/assets/album.js" type="module" async></script>'
/** What Vike does to a document: stylesheet after <head>, scripts before </body>. */
const asVike = (ours: string) => ours.replace('<head>', `<head>${HEAD}`).replace('\n  </body>', `${BODY}\n  </body>`)
/** A whole document with tags after its <head> and before its last </body>, by search: what the batch's parts must equal. */
const withAssetTags = (ours: string, tags: AssetTags) => {
  const h = ours.indexOf(HEAD_OPEN) + HEAD_OPEN.length
  const b = ours.lastIndexOf(BODY_CLOSE)
  return ours.slice(0, h) + tags.head + ours.slice(h, b) + tags.body + ours.slice(b)
}

describe('bulk pages batch: Vike asset tags', () => {
  it("takes Vike's tags off one page and puts them on another exactly where Vike does", () => {
    const tags = assetTagsOf(asVike(doc('A', '<p>a</p>')), doc('A', '<p>a</p>'))
    expect(tags).toEqual({ head: HEAD, body: BODY })
    const other = doc('B & co', '<ul><li>b</li></ul>')
    expect(withAssetTags(other, tags)).toBe(asVike(other))
  })

  it('refuses a page Vike changed anywhere else (the batch would then differ from Vike)', () => {
    const ours = doc('A', '<p>a</p>')
    expect(() => assetTagsOf(asVike(ours).replace('<p>a</p>', '<p>b</p>'), ours)).toThrow(/between/)
    expect(() => assetTagsOf(asVike(ours).replace('<title>A', '<title>Z'), ours)).toThrow(/between/)
    expect(() => assetTagsOf(asVike(ours).replace('<!DOCTYPE html>', '<!doctype html>'), ours)).toThrow(/outside/)
    expect(() => assetTagsOf(asVike(ours) + '\n', ours)).toThrow(/outside/)
    expect(() => assetTagsOf('<p>no document</p>', '<p>no document</p>')).toThrow(/<head>/)
  })

  it('Vike renders the first pages of a kind as samples and the batch the rest, unless NCSR_ALL_BY_VIKE=1', () => {
    const ids = Array.from({ length: 10 }, (_, i) => `a${i}`)
    const split = splitSamples(ids, {})
    expect(split.vike).toEqual(ids.slice(0, VIKE_SAMPLE_SIZE))
    expect([...split.vike, ...split.batch]).toEqual(ids)
    expect(splitSamples(ids, { NCSR_ALL_BY_VIKE: '1' })).toEqual({ vike: ids, batch: [] })
    expect(splitSamples(['only'], {})).toEqual({ vike: ['only'], batch: [] })
  })

  it('the route parameter of a bulk page is its last segment', () => {
    expect(bulkId('/SubGallery/album-2026_01')).toBe('album-2026_01')
    expect(bulkId('/news/n-42')).toBe('n-42')
  })
})

describe('bulk pages batch: a page put together from its draft', () => {
  const Page = () => createElement('p', null, 'Sports Day & the ', createElement('a', { href: '/gallery' }, 'gallery'))
  const draft = renderDraft({ Page, data: null, urlPathname: '/SubGallery/album-1', config: { title: 'Sports Day' } })
  const whole = draft.start + draft.middle + draft.end

  it('keeps the draft in parts split exactly where Vike puts its tags', () => {
    expect(draft.start.endsWith(HEAD_OPEN)).toBe(true)
    expect(draft.start.indexOf(HEAD_OPEN)).toBe(whole.indexOf(HEAD_OPEN))
    expect(draft.end.startsWith(BODY_CLOSE)).toBe(true)
    expect(draft.start.length + draft.middle.length).toBe(whole.lastIndexOf(BODY_CLOSE))
    expect(draft.middle).toContain('Sports Day &amp; the <a href="/gallery">gallery</a>')
  })

  it("writes the finished document with Vike's tags where Vike puts them", () => {
    const tags = { head: HEAD, body: BODY }
    expect(servedPage(draft, tags)).toBe(withAssetTags(finishDocument(draft), tags))
    expect(servedPage(draft, tags)).toBe(asVike(finishDocument(draft)))
  })
})
