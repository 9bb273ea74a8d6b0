// Subscribing and adding to a calendar, as a visitor finds them: a visible "Subscribe" on the news and
// events listings of both schools, and "Add to calendar" on an event's page, whose file is that event.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { testDist } from '#tests/support/builtSite.ts'
import { eventsOf, readCalendar, single } from '../fixtures/readCalendar.ts'

const SITE_URL = 'https://school.example.org'

const LISTINGS: { path: string; hrefs: string[] }[] = [
  { path: '/events/', hrefs: ['webcal://school.example.org/events.ics', '/events.ics'] },
  { path: '/kinder-events/', hrefs: ['webcal://school.example.org/events.ics', '/events.ics'] },
  { path: '/news/', hrefs: ['/feeds/news.xml'] },
  { path: '/kindergarten-news/', hrefs: ['/feeds/kindergarten-news.xml'] },
]

for (const l of LISTINGS) {
  test(`${l.path} offers Subscribe under its heading, with working feeds`, async ({ page, request }) => {
    await page.goto(l.path)
    const nav = page.getByRole('navigation', { name: 'Subscribe' })
    await expect(nav).toBeVisible()
    const hrefs = await nav.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(expect.arrayContaining(l.hrefs))
    for (const href of hrefs.filter((h): h is string => !!h && h.startsWith('/'))) {
      const res = await request.get(href)
      expect(res.status(), href).toBe(200)
      if (href.endsWith('.ics')) readCalendar(await res.text())
      else expect(await res.text(), href).toContain('<feed xmlns="http://www.w3.org/2005/Atom"')
    }
  })
}

test('an event’s page adds that one event to a calendar, in Asia/Kolkata, linked to the page', async ({ page, request }) => {
  const dir = path.join(testDist(), 'events')
  const id = fs
    .readdirSync(dir)
    .filter((d) => fs.existsSync(path.join(dir, d, 'event.ics')))
    .sort()[0]!
  const pagePath = `/events/${id}/`
  await page.goto(pagePath)
  const title = (await page.locator('main h1').textContent())!
  const nav = page.getByRole('navigation', { name: 'Add to calendar' })
  await expect(nav).toBeVisible()

  const ics = nav.getByRole('link', { name: /Calendar file/ })
  const res = await request.get((await ics.getAttribute('href'))!)
  expect(res.headers()['content-type']).toMatch(/^text\/calendar/)
  const [event, ...more] = eventsOf(readCalendar(await res.text()))
  expect(more).toEqual([])
  expect(single(event!, 'SUMMARY').raw.replace(/\\([\\;,])/g, '$1')).toBe(title)
  expect(single(event!, 'URL').raw).toBe(`${SITE_URL}${pagePath}`)
  expect(single(event!, 'DTSTART').params).toMatch(/^;(TZID=Asia\/Kolkata|VALUE=DATE)$/)

  const google = nav.getByRole('link', { name: /Google Calendar/ })
  await expect(google).toHaveAttribute('rel', 'noopener noreferrer')
  const g = new URL((await google.getAttribute('href'))!)
  expect(g.origin + g.pathname).toBe('https://calendar.google.com/calendar/render')
  expect(g.searchParams.get('text')).toBe(title)
  expect(g.searchParams.get('ctz')).toBe('Asia/Kolkata')
  expect(g.searchParams.get('details')).toContain(`${SITE_URL}${pagePath}`)
})
