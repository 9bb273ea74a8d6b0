// Home (spec §2 "Home (/)"): the default view in the built HTML of the one test build (the hydrated
// behaviour: tests/e2e/home.spec.ts).
import { describe, expect, it } from 'vitest'
import { builtPages } from '#tests/support/builtSite.ts'

const section = (html: string, id: string) => html.slice(html.indexOf(`id="${id}"`), html.indexOf('</section>', html.indexOf(`id="${id}"`)))

describe('home: default view in the prerendered HTML', () => {
  const html = builtPages().find((p) => p.route === '/')!.html

  it('has one h1, the about-us summary linking /about and the four tiles', () => {
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1)
    expect(html).toContain('Welcome to Nazareth Convent School')
    for (const href of ['/about', '/cbse', '/alumni', '/coming-soon', '/career']) expect(html).toContain(`href="${href}/"`)
    expect(html).toMatch(/Achievements/)
  })

  it('spec §4: home news is Senior or Both, kindergarten news Junior or Both, highlights Senior or Both', () => {
    const senior = section(html, 'senior-news')
    expect(senior).toContain('New Library Wing Opens')
    expect(senior).toContain('Parent Orientation for Class XI')
    expect(senior).not.toContain('Kindergarten Sports Morning')
    expect(senior).toContain('href="/news/"')
    const kinder = section(html, 'kinder-news')
    expect(kinder).toContain('Kindergarten Sports Morning')
    expect(kinder).toContain('New Library Wing Opens')
    expect(kinder).toContain('href="/kindergarten-news/"')
    expect(html).toContain('Board results: 100% pass')
    expect(html).not.toContain('Kindergarten picnic in August')
  })

  it('dates are DD.MM.YYYY in Asia/Kolkata (00:30 IST stays on its day)', () => {
    expect(html).toContain('05.03.2026')
    expect(html).not.toContain('04.03.2026')
  })

  it('spec §4: events are Senior only, with View All to /events', () => {
    const events = section(html, 'events-heading')
    expect(events).toContain('Annual Sports Day')
    expect(events).not.toContain('Kindergarten Picnic')
    expect(events).toContain('href="/events/"')
  })

  it('spec §4 toppers: class X shows 2025-2026 by marks; class XII falls back to 2024-2025', () => {
    const x = section(html, 'toppers-x')
    expect(x).toContain('Session 2025-2026')
    const order = ['Riya Shah', 'Ananya Mehta', 'Fatima Khan', 'Neha Joshi'].map((n) => x.indexOf(n))
    expect(order.every((i) => i > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    expect(x).not.toContain('Kavya Patel')
    expect(x).toContain('href="/topperX/"')
    const xii = section(html, 'toppers-xii')
    expect(xii).toContain('Session 2024-2025')
    expect(xii.indexOf('Diya Nair')).toBeLessThan(xii.indexOf('Sara Thomas'))
    expect(xii).not.toContain('Meera Iyer')
    expect(xii).toContain('href="/topperXII/"')
  })

  it('testimonials, video testimonials linking /videoGallery, social slides and the registration banner', () => {
    expect(html).toContain('Mrs. Priya Desai')
    expect(section(html, 'videos-heading')).toContain('href="/videoGallery/"')
    expect(html).toContain('Our YouTube channel')
    expect(html).toContain('Nursery Online Registration 2026-27')
    expect(html).not.toMatch(/href="javascript:/i)
    // Photos come as the image step's WebP variants with their real size, never the API original.
    expect(html).toMatch(/<img[^>]+src="\/img\/[0-9a-f]{16}\/\d+\.webp"[^>]+srcSet="\/img\/[0-9a-f]{16}\/\d+\.webp \d+w/i)
    expect(html).not.toMatch(/<img[^>]+src="http:\/\/127\.0\.0\.1:\d+\/api\/image\//)
  })
})
