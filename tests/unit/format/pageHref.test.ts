import { describe, expect, it } from 'vitest'
import { pageHref } from '#lib/format/url.ts'

describe('pageHref: an internal link by the address the host answers with 200', () => {
  it.each([
    ['/news', '/news/'],
    ['/SubGallery', '/SubGallery/'],
    ['/news?year=2025', '/news/?year=2025'],
    ['/topperX?session=2024-2025&q=a', '/topperX/?session=2024-2025&q=a'],
    ['/contact#map', '/contact/#map'],
    ['/events/abc', '/events/abc/'],
  ])('gives a page its trailing slash, case kept, before its query or fragment: %s', (href, want) => expect(pageHref(href)).toBe(want))

  it.each([
    '/',
    '/#admission-enquiry',
    '/news/',
    '/news/?year=2025',
    '/docs/academics/fee.pdf',
    '/events.ics',
    '/feeds/news.xml',
    '/SubGallery?id=a1',
    'https://example.org/about',
    '//cdn.example.org/x',
    'mailto:office@example.org',
    '#main',
  ])('leaves %s as it is (a file, a page with its slash, the spec’s query address, another site)', (href) =>
    expect(pageHref(href)).toBe(href),
  )
})
