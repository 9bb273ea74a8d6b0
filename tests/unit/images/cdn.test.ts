import { describe, expect, it } from 'vitest'
import { cdnHandles, cdnUrl, cdnUrlByUnpic, imageCdnFromEnv, template } from '#lib/images/cdn.ts'
import { responsive, type ImageManifest } from '#lib/images/responsive.ts'
import { lightboxImage } from '#lib/images/img.ts'

const API = 'https://api.example.org'
const SRC = `${API}/api/image/gallery/sports%20day/photo-01.jpg`
const cdn = (name: string, base = '') => imageCdnFromEnv({ NCSR_IMAGE_CDN: name, NCSR_IMAGE_CDN_BASE: base, NCSR_API_BASE: API })!

describe('image-CDN mode from the environment', () => {
  it('is off when NCSR_IMAGE_CDN is unset or empty', () => {
    expect(imageCdnFromEnv({})).toBeNull()
    expect(imageCdnFromEnv({ NCSR_IMAGE_CDN: ' ' })).toBeNull()
  })

  it('refuses an unknown CDN, a base that is not an https origin, and imgix without a base', () => {
    expect(() => imageCdnFromEnv({ NCSR_IMAGE_CDN: 'akamai' })).toThrow(/cloudflare, netlify, imgix/)
    expect(() => imageCdnFromEnv({ NCSR_IMAGE_CDN: 'cloudflare', NCSR_IMAGE_CDN_BASE: 'http://cdn.example.org' })).toThrow(/https origin/)
    expect(() => imageCdnFromEnv({ NCSR_IMAGE_CDN: 'cloudflare', NCSR_IMAGE_CDN_BASE: 'https://cdn.example.org/path' })).toThrow(
      /https origin/,
    )
    expect(() => imageCdnFromEnv({ NCSR_IMAGE_CDN: 'imgix', NCSR_API_BASE: API })).toThrow(/NCSR_IMAGE_CDN_BASE/)
  })

  it('accepts the name in any case and a trailing slash on the base', () => {
    expect(
      imageCdnFromEnv({ NCSR_IMAGE_CDN: 'Cloudflare', NCSR_IMAGE_CDN_BASE: 'https://www.school.org/', NCSR_API_BASE: `${API}/` }),
    ).toEqual({ name: 'cloudflare', base: 'https://www.school.org', apiBase: API })
  })
})

describe('CDN URLs of an API image', () => {
  it('cloudflare: /cdn-cgi/image/ with the width, quality and format=auto, on the site itself or a given zone', () => {
    expect(cdnUrl(cdn('cloudflare'), SRC, 400)).toBe(`/cdn-cgi/image/width=400,quality=70,fit=scale-down,f=auto/${SRC}`)
    expect(cdnUrl(cdn('cloudflare', 'https://www.school.org'), SRC, 800)).toBe(
      `https://www.school.org/cdn-cgi/image/width=800,quality=70,fit=scale-down,f=auto/${SRC}`,
    )
  })

  it('netlify: /.netlify/images with the source as the url parameter, encoded once', () => {
    const u = new URL(cdnUrl(cdn('netlify', 'https://ncsr.netlify.app'), SRC, 800))
    expect(u.origin + u.pathname).toBe('https://ncsr.netlify.app/.netlify/images')
    expect(u.searchParams.get('url')).toBe(SRC)
    expect(u.searchParams.get('w')).toBe('800')
    expect(u.searchParams.get('q')).toBe('70')
    expect(cdnUrl(cdn('netlify'), SRC, 400)).toMatch(/^\/\.netlify\/images\?/)
  })

  it("imgix: the Web Folder source's origin with the API path, width and auto=format", () => {
    const u = new URL(cdnUrl(cdn('imgix', 'https://ncsr.imgix.net'), SRC, 1600))
    expect(u.origin + u.pathname).toBe('https://ncsr.imgix.net/api/image/gallery/sports%20day/photo-01.jpg')
    expect(Object.fromEntries(u.searchParams)).toMatchObject({ w: '1600', q: '70', auto: 'format' })
  })

  it('hands the CDN only absolute URLs it can reach; the site-relative placeholders stay local', () => {
    expect(cdnHandles(cdn('cloudflare'), SRC)).toBe(true)
    expect(cdnHandles(cdn('cloudflare'), '/api-image/gallery/a.jpg')).toBe(false)
    expect(cdnHandles(cdn('netlify'), 'https://media.example.org/public/Images/m/1.jpg')).toBe(true)
    // imgix's Web Folder source serves NCSR_API_BASE only
    expect(cdnHandles(cdn('imgix', 'https://ncsr.imgix.net'), SRC)).toBe(true)
    expect(cdnHandles(cdn('imgix', 'https://ncsr.imgix.net'), 'https://media.example.org/public/Images/m/1.jpg')).toBe(false)
  })
})

describe('CDN URLs written around the source, as unpic writes them', () => {
  // cdnUrl() writes a plain source into the text unpic gave for a stand-in (lib/images/cdn.ts): for
  // every CDN, base and width, it must give unpic's own URL, plain source or not.
  const plain = [
    `${API}/api/image/gallery/2024/IMG_1234.jpg`,
    `${API}/api/image/a.b.c/photo-01.JPG`,
    'http://127.0.0.1:8788/api/image/bench/428/photo-1.jpg',
    `${API}/api/image/x`,
    `${API}/api/image/gallery/`,
    'https://media.example.org/public/Images/magazine-2024/page_01.jpg',
  ]
  const other = [
    SRC,
    `${API}/api/image/gallery/sports day/photo 01.jpg`,
    `${API}/api/image/gallery/./a/../b.jpg`,
    `${API}/api/image/.hidden/a.jpg`,
    `${API}/api/image/gallery/holi-é.jpg`,
    `${API}/api/image/a.jpg?v=2&w=9`,
    `${API}/api/image/a.jpg#top`,
    `${API}/api/image/~staff/a.jpg`,
    `${API}/api/image//double/a.jpg`,
    `${API}/api/image/a:b/c,d;e=f.jpg`,
    'https://API.Example.org/api/image/a.jpg',
  ]
  const configs = [
    cdn('cloudflare'),
    cdn('cloudflare', 'https://www.school.org'),
    cdn('netlify'),
    cdn('netlify', 'https://ncsr.netlify.app'),
    cdn('imgix', 'https://ncsr.imgix.net'),
  ]

  for (const c of configs) {
    it(`${c.name}${c.base ? ` on ${c.base}` : ''}: the same URL as unpic for plain and other sources at every width`, () => {
      for (const src of [...plain, ...other].filter((s) => cdnHandles(c, s)))
        for (const w of [1, 64, 400, 800, 1600, 2048]) expect(cdnUrl(c, src, w), `${src} at ${w}`).toBe(cdnUrlByUnpic(c, src, w))
    })
  }

  it('has the text around the source for every CDN and width, so a plain source never goes through the URL parser', () => {
    for (const c of configs) for (const w of [1, 400, 2048]) expect(template(c, w), `${c.name} ${c.base} at ${w}`).not.toBeNull()
  })

  it('holds for a thousand generated plain sources', () => {
    let seed = 7
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-'
    const segment = () =>
      'x_-0aZ'[Math.floor(rnd() * 6)]! +
      Array.from({ length: Math.floor(rnd() * 12) }, () => chars[Math.floor(rnd() * chars.length)]).join('')
    for (let i = 0; i < 1000; i++) {
      const src = `${API}/api/image/${Array.from({ length: 1 + Math.floor(rnd() * 4) }, segment).join('/')}`
      const c = configs[i % configs.length]!
      expect(cdnUrl(c, src, 800), src).toBe(cdnUrlByUnpic(c, src, 800))
    }
  })
})

describe('a page image in CDN mode', () => {
  it('has a srcset of CDN URLs only, the real size, and the largest as the lightbox image', () => {
    const c = cdn('cloudflare', 'https://www.school.org')
    const widths = [400, 800, 1600]
    const manifest: ImageManifest = { cdn: c, images: new Map([[SRC, { ok: true, width: 3024, height: 4032, widths, cdn: true }]]) }
    const img = responsive(SRC, manifest)
    expect(img.srcset!.split(', ').map((x) => x.split(' ')[0])).toEqual(widths.map((w) => cdnUrl(c, SRC, w)))
    expect(img.srcset).not.toMatch(/\/img\//)
    expect(img).toMatchObject({ width: 3024, height: 4032, src: cdnUrl(c, SRC, 800), large: cdnUrl(c, SRC, 1600) })
    // Cloudflare's URLs hold commas: the lightbox still reads the widths right
    expect(lightboxImage(img)).toMatchObject({ src: cdnUrl(c, SRC, 1600), width: 1600, height: 2133 })
  })
})
