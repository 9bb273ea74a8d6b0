// lib/magazine/pages.ts: page numbering as a reader sees it, and media addresses (spec §2, §7).
import { decodeXML } from 'entities'
import { describe, expect, it } from 'vitest'
import { bookPages, mediaPageUrl, pageFromHash, placeholderPageUrl } from '#lib/magazine/pages.ts'
import { expandRange } from '#lib/magazine/schema.ts'
import { placeholderSvg, placeholderText } from '#scripts/vite/magazinePlaceholders.ts'
import { readerPath, requestedBook } from '#lib/magazine/selection.ts'

const edition7 = { key: '7', folder: 'magazine2009-10', pages: expandRange({ pattern: '{n}.jpg', first: 1, last: 47, skip: [16] }) }

describe('bookPages: numbering with a missing file', () => {
  it('numbers pages in the order shown: the 16th image (17.jpg) is Page 16', () => {
    const pages = bookPages(edition7, 'https://media.example.org')
    expect(pages).toHaveLength(46)
    expect(pages[15]).toEqual({ n: 16, alt: 'Page 16', src: 'https://media.example.org/public/Images/magazine2009-10/17.jpg' })
    expect(pages.at(-1)!.alt).toBe('Page 46')
  })

  it('gives every page its own alt text past 20 (the original stopped at Page 20)', () => {
    const alts = bookPages(edition7, '').map((p) => p.alt)
    expect(alts.slice(19, 23)).toEqual(['Page 20', 'Page 21', 'Page 22', 'Page 23'])
    expect(new Set(alts).size).toBe(46)
  })

  it('uses the local generated placeholders when MEDIA_BASE is unset', () => {
    expect(bookPages(edition7, '')[11]!.src).toBe('/magazine-pages/7/12.svg')
    expect(placeholderPageUrl('news1', 3)).toBe('/magazine-pages/news1/3.svg')
  })
})

describe('mediaPageUrl: URL encoding', () => {
  it('encodes a space in a file name ("12 copy.jpg")', () => {
    expect(mediaPageUrl('https://media.example.org', 'magazine2010-11', '12 copy.jpg')).toBe(
      'https://media.example.org/public/Images/magazine2010-11/12%20copy.jpg',
    )
  })

  it('encodes every segment, so "#", "?" and "%" stay part of the name', () => {
    expect(mediaPageUrl('https://m.example.org/', 'vol 2025', 'a#b?c%d (1).jpg')).toBe(
      'https://m.example.org/public/Images/vol%202025/a%23b%3Fc%25d%20(1).jpg',
    )
  })
})

describe('pageFromHash', () => {
  it.each([
    ['#page=12', 66, 12],
    ['', 66, 1],
    ['#page=0', 66, 1],
    ['#page=999', 66, 66],
    ['#page=abc', 66, 1],
    ['#x=1&page=3', 66, 3],
  ])('%s in a %i-page book is page %i', (hash, count, expected) => {
    expect(pageFromHash(hash, count)).toBe(expected)
  })
})

describe('placeholderSvg', () => {
  it('reads "Volume 3, 2010-11 — page 12 (sample page)" and escapes the label', () => {
    expect(placeholderText('Volume 3, 2010-11', 12)).toBe('Volume 3, 2010-11 — page 12 (sample page)')
    const svg = placeholderSvg('A & <B>', 2, 10)
    expect(decodeXML(/<title>(.*)<\/title>/.exec(svg)![1]!)).toBe('A & <B> — page 2 (sample page)')
    expect(svg).not.toContain('<B>')
    expect(svg.length).toBeLessThan(1200)
  })
})

describe('requestedBook: navigation state of the original site', () => {
  it.each([
    [{ magazine: 5 }, '', '5'],
    [{ usr: { magazine: 12 }, key: 'x', idx: 1 }, '', '12'],
    [null, '?magazine=7', '7'],
    [null, '', null],
    [{ magazine: '' }, '', null],
  ])('state %j, query %s -> %s', (state, search, expected) => {
    expect(requestedBook(state, search, 'magazine')).toBe(expected)
  })

  it('reads the newsletter choice the same way and builds the reader path', () => {
    expect(requestedBook({ usr: { newsletter: 'news1' } }, '', 'newsletter')).toBe('news1')
    expect(readerPath('newsletter', 'news1')).toBe('/newsletter1/news1/')
  })
})
