import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { buildHead, defaultBreadcrumbs, renderHead, routeOf, type HeadInput } from '#lib/seo/renderHead.ts'

const base: HeadInput = {
  route: '/about/',
  title: 'About | School',
  pageTitle: 'About',
  description: 'About "us" & more',
  siteUrl: 'https://s.example',
  is404: false,
}
const ldBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)

describe('buildHead', () => {
  it('has a canonical link, Open Graph and Twitter tags, escaped', () => {
    const h = buildHead(base)
    expect(h).toContain('<link rel="canonical" href="https://s.example/about/" />')
    expect(h).toContain('<meta property="og:title" content="About | School" />')
    expect(h).toContain('content="About &quot;us&quot; &amp; more"')
    expect(h).toContain('<meta name="twitter:card" content="summary" />')
  })
  it('names the shared image absolute on the site, with its type, size and alt text, as a large card', () => {
    const h = buildHead({ ...base, share: { url: '/og/a&b.png', width: 1200, height: 630, type: 'image/png', alt: 'About, "School"' } })
    expect(h).toContain('<meta property="og:image" content="https://s.example/og/a&amp;b.png" />')
    expect(h).toContain('<meta property="og:image:type" content="image/png" />')
    expect(h).toContain('<meta property="og:image:width" content="1200" />')
    expect(h).toContain('<meta property="og:image:height" content="630" />')
    expect(h).toContain('<meta property="og:image:alt" content="About, &quot;School&quot;" />')
    expect(h).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(h).toContain('<meta name="twitter:image" content="https://s.example/og/a&amp;b.png" />')
  })
  it('emits a BreadcrumbList on every page but the home page, which gets the organisation instead', () => {
    expect(ldBlocks(buildHead(base)).map((o) => o['@type'])).toEqual(['BreadcrumbList'])
    expect(ldBlocks(buildHead({ ...base, route: '/' })).map((o) => o['@type'])).toEqual(['EducationalOrganization'])
  })
  it('names Home once, first, then the page', () => {
    const [trail] = ldBlocks(buildHead(base))
    const names = (trail!.itemListElement as { name: string; position: number }[]).map((i) => i.name)
    expect(names[0]).toBe('Home')
    expect(names.filter((n) => n === 'Home')).toHaveLength(1)
  })
  it("adds the page's own JSON-LD and breadcrumbs from data.seo", () => {
    const h = buildHead({
      ...base,
      seo: { jsonLd: [{ '@type': 'Event', name: '</script>' }], breadcrumbs: [{ name: 'Gallery', path: '/gallery/' }] },
    })
    const ld = ldBlocks(h)
    expect(ld[1]).toEqual({ '@type': 'Event', name: '</script>' })
    expect((ld[0]!.itemListElement as unknown[]).length).toBe(2)
  })
  it('links the feeds from the pages that list them', () => {
    expect(buildHead({ ...base, route: '/news/' })).toContain(
      '<link rel="alternate" type="application/atom+xml" title="School news (Atom)" href="/feeds/news.xml" />',
    )
    expect(buildHead({ ...base, route: '/kinder-events/' })).toContain('href="/events.ics"')
    expect(buildHead(base)).not.toContain('rel="alternate"')
  })
  it('marks the 404 page noindex, with no canonical', () => {
    const h = buildHead({ ...base, is404: true })
    expect(h).toContain('noindex')
    expect(h).not.toContain('canonical')
  })
})

describe("a page's head, rendered", () => {
  it('returns the file its og:image names for the build to make, and writes nothing, even in a production build', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-head-'))
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('NCSR_OUT_DIR', outDir)
    vi.stubEnv('SITE_URL', 'https://s.example')
    try {
      const head = renderHead(
        { data: undefined, config: { title: 'About' }, urlPathname: '/about' },
        { title: 'About | School', description: 'd' },
      )
      expect(head.shareAsset).toMatchObject({ kind: 'card', title: 'About' })
      expect(head.tags).toContain(`<meta property="og:image" content="https://s.example/og/${head.shareAsset!.name}" />`)
      expect(fs.readdirSync(outDir)).toEqual([])
    } finally {
      vi.unstubAllEnvs()
      fs.rmSync(outDir, { recursive: true, force: true })
    }
  })
})

describe('helpers', () => {
  it('routeOf adds the trailing slash the output folders have', () => {
    expect(routeOf('/about')).toBe('/about/')
    expect(routeOf('/')).toBe('/')
    expect(routeOf('/SubGallery/a1?x=1')).toBe('/SubGallery/a1/')
  })
  it('defaultBreadcrumbs names the last crumb after the page', () => {
    expect(defaultBreadcrumbs('/SubGallery/a1/', 'Annual Day')).toEqual([
      { name: 'SubGallery', path: '/SubGallery/' },
      { name: 'Annual Day', path: '/SubGallery/a1/' },
    ])
  })
})
