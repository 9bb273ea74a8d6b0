// lib/magazine/schema.ts: the editions manifest (spec §2 Magazine reader editions, §7 folders).
import { describe, expect, it } from 'vitest'
import { expandRange, magazineManifestSchema, newsletterManifestSchema } from '#lib/magazine/schema.ts'
import { listingOrder } from '#lib/magazine/load.ts'

const edition = (over: Record<string, unknown> = {}) => ({
  id: 8,
  volume: 3,
  label: 'Volume 3, 2010-11',
  year: 2011,
  folder: 'magazine2010-11',
  pages: [{ pattern: '{n}.jpg', first: 1, last: 44 }],
  ...over,
})

describe('magazineManifestSchema', () => {
  it('accepts an edition and expands its page ranges into file names in order', () => {
    const m = magazineManifestSchema.parse({
      editions: [edition({ pages: ['cover.jpg', { pattern: '{n}.jpg', first: 1, last: 3 }, '4 copy.jpg'] })],
    })
    expect(m.editions[0]!.pages).toEqual(['cover.jpg', '1.jpg', '2.jpg', '3.jpg', '4 copy.jpg'])
    expect(m.editions[0]!.pageCountAssumed).toBe(false)
    expect(m.externalEditions).toEqual([])
  })

  it('keeps a gap in the real file sequence (edition 7 has no 16.jpg)', () => {
    const m = magazineManifestSchema.parse({
      editions: [edition({ id: 7, pages: [{ pattern: '{n}.jpg', first: 1, last: 47, skip: [16] }] })],
    })
    expect(m.editions[0]!.pages).toHaveLength(46)
    expect(m.editions[0]!.pages).not.toContain('16.jpg')
  })

  it('is idempotent: parsing its own output gives the same manifest', () => {
    const once = magazineManifestSchema.parse({ editions: [edition()] })
    expect(magazineManifestSchema.parse(once)).toEqual(once)
  })

  it.each([
    ['a duplicate id', { editions: [edition(), edition()] }, 'id 8 is used twice'],
    ['a file name with a slash', { editions: [edition({ pages: ['../secret.jpg'] })] }, 'must be a single name'],
    ['a folder with a slash', { editions: [edition({ folder: 'a/b' })] }, 'must be a single name'],
    ['an edition without pages', { editions: [edition({ pages: [] })] }, 'lists no page'],
    [
      'a file listed twice',
      { editions: [edition({ pages: ['1.jpg', { pattern: '{n}.jpg', first: 1, last: 2 }] })] },
      '"1.jpg" is listed twice',
    ],
    ['a range without {n}', { editions: [edition({ pages: [{ pattern: 'page.jpg', first: 1, last: 2 }] })] }, 'must contain {n}'],
    ['a backwards range', { editions: [edition({ pages: [{ pattern: '{n}.jpg', first: 5, last: 2 }] })] }, 'last must be >= first'],
    ['an unknown field (a typo)', { editions: [edition({ lable: 'x' })] }, 'Unrecognized key'],
    [
      'an external edition with a javascript: link',
      { editions: [], externalEditions: [{ key: 'silver', label: 'Silver', year: 1988, href: 'javascript:alert(1)' }] },
      'must be an http(s) address',
    ],
  ])('rejects %s', (_, input, message) => {
    const r = magazineManifestSchema.safeParse(input)
    expect(r.success).toBe(false)
    expect(r.error!.issues.map((i) => i.message).join('\n')).toContain(message)
  })
})

describe('newsletterManifestSchema', () => {
  it('accepts the 12-page news1 newsletter', () => {
    const n = newsletterManifestSchema.parse({
      newsletters: [
        { key: 'news1', label: 'Newsletter', year: 2025, folder: 'newsletter', pages: [{ pattern: 'news{n}.jpg', first: 1, last: 12 }] },
      ],
    })
    expect(n.newsletters[0]!.pages).toHaveLength(12)
  })

  it('rejects a key that cannot be a URL segment', () => {
    const r = newsletterManifestSchema.safeParse({
      newsletters: [{ key: 'news 1', label: 'N', year: 2025, folder: 'n', pages: ['1.jpg'] }],
    })
    expect(r.success).toBe(false)
  })
})

describe('expandRange', () => {
  it('fills every {n} of the pattern', () => {
    expect(expandRange({ pattern: 'vol7 ({n}).jpg', first: 9, last: 10, skip: [] })).toEqual(['vol7 (9).jpg', 'vol7 (10).jpg'])
  })
})

describe('listingOrder', () => {
  it('lists editions newest first, volumes before a souvenir of the same year, the external souvenir by its year', () => {
    const m = magazineManifestSchema.parse({
      editions: [
        edition({ id: 6, volume: 1, label: 'Volume 1', year: 2009 }),
        edition({ id: 3, volume: undefined, label: 'Tribute', year: 2025 }),
        edition({ id: 14, volume: 8, label: 'Volume 8', year: 2025 }),
        edition({ id: 5, volume: undefined, label: 'Golden Jubilee', year: 2013 }),
      ],
      externalEditions: [{ key: 'silver-jubilee', label: 'Silver Jubilee', year: 1988, href: 'https://example.org/s.pdf' }],
    })
    expect(listingOrder(m).map((e) => e.edition.label)).toEqual(['Volume 8', 'Tribute', 'Golden Jubilee', 'Volume 1', 'Silver Jubilee'])
  })
})
