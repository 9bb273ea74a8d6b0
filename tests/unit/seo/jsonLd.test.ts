import { describe, expect, it } from 'vitest'
import { breadcrumbListJsonLd, eventJsonLd, jsonLdScript, organizationJsonLd } from '#lib/seo/jsonLd.ts'
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
  it('EducationalOrganization has address, phones and the founding date', () => {
    const org = organizationJsonLd(site, SITE)
    expect(org['@type']).toBe('EducationalOrganization')
    expect(org.foundingDate).toBe('1963-06-14')
    expect(org.address).toMatchObject({ '@type': 'PostalAddress', streetAddress: site.address })
    expect(org.contactPoint).toHaveLength(site.phones.length)
  })
  it('BreadcrumbList numbers its items and makes URLs absolute', () => {
    const b = breadcrumbListJsonLd(
      [
        { name: 'Home', path: '/' },
        { name: 'News', path: '/news/' },
      ],
      SITE,
    )
    expect(b.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'News', item: `${SITE}/news/` },
    ])
  })
  it('Event needs a real start date', () => {
    expect(eventJsonLd({ title: 'X', start: '' }, site, SITE)).toBeNull()
    expect(eventJsonLd({ title: 'X', start: 'soon' }, site, SITE)).toBeNull()
    const e = eventJsonLd({ title: 'Sports Day', start: '2026-06-20', venue: 'Ground', images: ['/api-image/a.jpg'] }, site, SITE)!
    expect(e).toMatchObject({ '@type': 'Event', name: 'Sports Day', startDate: '2026-06-20', image: [`${SITE}/api-image/a.jpg`] })
    expect(e.location).toMatchObject({ name: 'Ground' })
  })
})
