import { describe, expect, it } from 'vitest'
import {
  breadcrumbListJsonLd,
  eventJsonLd,
  imageGalleryJsonLd,
  jsonLdScript,
  newsArticleJsonLd,
  organizationJsonLd,
  withShareImage,
} from '#lib/seo/jsonLd.ts'
import { scriptJson } from '#lib/format/scriptJson.ts'
import { site } from '#lib/content/site.ts'

const SITE = 'https://school.example.org'

describe('scriptJson (JSON-LD bodies)', () => {
  it("escapes '<' so '</script>' in data cannot end the element, and parses back to the same value", () => {
    const value = { name: '</script><script>alert(1)</script>', amp: 'a & b', ls: 'x\u2028y' }
    const s = scriptJson(value)
    expect(s).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(s)).toEqual(value)
  })
  it('jsonLdScript writes an application/ld+json script that data cannot end', () => {
    const html = jsonLdScript({ a: '</script>' })
    expect(html).toBe('<script type="application/ld+json">{"a":"\\u003c/script\\u003e"}</script>')
  })
})

describe('JSON-LD builders', () => {
  it('EducationalOrganization has its logo, address, phones, founding date and social profiles', () => {
    const org = organizationJsonLd(site, SITE)
    expect(org['@type']).toBe('EducationalOrganization')
    expect(org.logo).toEqual({ '@type': 'ImageObject', url: `${SITE}/icons/icon-512.png` })
    expect(org.foundingDate).toBe('1963-06-14')
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: site.address })
    expect(org.contactPoint).toHaveLength(site.phones.length)
    expect(org.sameAs).toEqual(site.social.map((s) => s.url))
  })
  it('BreadcrumbList numbers its items and makes URLs absolute', () => {
    const b = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'News', path: '/news/' },
      ],
      SITE,
    )
    expect(b!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'News', item: `${SITE}/news/` },
    ])
  })
  it('BreadcrumbList is none for a trail of Home alone (Google asks two items at least)', () => {
    expect(breadcrumbListJsonLd([{ name: 'Home', path: '/' }], SITE)).toBeNull()
  })
  it('NewsArticle has headline, datePublished with its offset, image and the school as publisher with its logo; no author nor dateModified the data lacks', () => {
    const a = newsArticleJsonLd(
      { title: 'Sports Day', description: 'Races.', published: '2026-11-14T00:00:00+05:30', images: ['/img/a/800.webp'], url: '/news/n1/' },
      site,
      SITE,
    )
    expect(a).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'Sports Day',
      datePublished: '2026-11-14T00:00:00+05:30',
      image: [`${SITE}/img/a/800.webp`],
      mainEntityOfPage: `${SITE}/news/n1/`,
      publisher: {
        '@type': 'EducationalOrganization',
        name: site.name,
        logo: { '@type': 'ImageObject', url: `${SITE}/icons/icon-512.png` },
      },
    })
    expect(a).not.toHaveProperty('author')
    expect(a).not.toHaveProperty('dateModified')
    expect(newsArticleJsonLd({ title: 'X', published: '', url: '/news/x/' }, site, SITE)).not.toHaveProperty('datePublished')
  })
  it('an item without a photo of its own names the image its page shares; one with a photo keeps it', () => {
    const bare = newsArticleJsonLd({ title: 'X', published: '', url: '/news/x/' }, site, SITE)
    expect(withShareImage(bare, `${SITE}/og/x.png`).image).toEqual([`${SITE}/og/x.png`])
    const own = { ...bare, image: [`${SITE}/img/a.webp`] }
    expect(withShareImage(own, `${SITE}/og/x.png`).image).toEqual([`${SITE}/img/a.webp`])
    expect(withShareImage({ '@type': 'BreadcrumbList' }, `${SITE}/og/x.png`)).not.toHaveProperty('image')
  })
  it('ImageGallery names the album, its text and its cover', () => {
    expect(
      imageGalleryJsonLd({ title: 'Annual Day', description: 'Dances.', cover: '/img/c/800.webp', url: '/SubGallery/a1/' }, SITE),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ImageGallery',
      name: 'Annual Day',
      description: 'Dances.',
      url: `${SITE}/SubGallery/a1/`,
      primaryImageOfPage: { '@type': 'ImageObject', url: `${SITE}/img/c/800.webp` },
    })
  })
  it('Event starts at the time given, with its offset, invents no end nor status, and is held in person', () => {
    const e = eventJsonLd({ title: 'Sports Day', start: '2026-12-05T10:00:00+05:30' }, site, SITE)!
    expect(e.startDate).toBe('2026-12-05T10:00:00+05:30')
    expect(e).not.toHaveProperty('endDate')
    expect(e).not.toHaveProperty('eventStatus')
    expect(e.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(e.location).toMatchObject({ '@type': 'Place', name: site.name, address: { streetAddress: site.address } })
  })
  it('Event needs a real start date', () => {
    expect(eventJsonLd({ title: 'X', start: '' }, site, SITE)).toBeNull()
    expect(eventJsonLd({ title: 'X', start: 'soon' }, site, SITE)).toBeNull()
    const e = eventJsonLd({ title: 'Sports Day', start: '2026-06-20', venue: 'Ground', images: ['/api-image/a.jpg'] }, site, SITE)!
    expect(e).toMatchObject({ '@type': 'Event', name: 'Sports Day', startDate: '2026-06-20', image: [`${SITE}/api-image/a.jpg`] })
    expect(e.location).toMatchObject({ name: 'Ground' })
  })
})
