// "Upcoming" means upcoming: the home and kindergarten events blocks and /events' upcoming part show
// events on or after today (Asia/Kolkata), soonest first; events that pass after the build are
// removed in the browser; with none left the page says so; past events stay on /events by year.
// The fixture build's day is 2026-06-15 (FIXED_NOW). Home (events.json, Senior): 2025-06-14 and
// 2026-02-10 (past), 2026-07-18, 2026-09-05, 2026-10-09, 2026-11-20. Kindergarten (events-all.json,
// Junior): 2025-12-20 (past), 2026-08-12, 2026-10-16, 2026-11-06. /events (events-all.json, Senior):
// 2025-06-14, 2026-02-10 (past), 2026-07-18, 2026-09-05.
import type { Page } from '@playwright/test'
import { expect, test } from './test.ts'

const at = async (page: Page, isoInstant: string) => page.clock.setFixedTime(new Date(isoInstant))
const slideTitles = (page: Page, carousel: string) => page.locator(`[data-carousel="${carousel}"] .glide__slide .event-card__title`)

test('the built home page lists only the upcoming Senior events, soonest first', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const block = html.slice(html.indexOf('id="events-heading"'), html.indexOf('</section>', html.indexOf('id="events-heading"')))
  expect(block).toContain('>Upcoming Events<')
  expect(block).not.toContain('Founders&#x27;') // 2025-06-14
  expect(block).not.toContain('Science Fair') // 2026-02-10
  expect(block.indexOf('Annual Sports Day')).toBeGreaterThan(-1)
  expect(block.indexOf('Annual Sports Day')).toBeLessThan(block.indexOf('Parent Teacher Meeting'))
  for (const [, day] of block.matchAll(/data-event-day="([\d-]+)"/g)) expect(day! >= '2026-06-15').toBe(true)
})

test('home: an event that passed since the build is removed in the browser', async ({ page }) => {
  await at(page, '2026-08-01T09:00:00+05:30')
  await page.goto('/')
  await expect(slideTitles(page, 'homeEvents')).toHaveText(['Parent Teacher Meeting', 'Inter-house Debate', 'Annual Day Rehearsal'])
})

test('home: with every event passed it says so plainly and links the past events', async ({ page }) => {
  // 00:10 on 21 November in Kolkata is still 20 November in UTC: the school's day counts.
  await at(page, '2026-11-21T00:10:00+05:30')
  await page.goto('/')
  await expect(page.locator('[data-carousel="homeEvents"]')).toHaveCount(0)
  const none = page.locator('[data-upcoming-none]').first()
  await expect(none).toBeVisible()
  await expect(none).toHaveText('No upcoming events are scheduled. See past events.')
  await expect(none.getByRole('link')).toHaveAttribute('href', '/events/')
})

test('kindergarten: only upcoming Junior events; a passed one is removed in the browser', async ({ page, request }) => {
  const html = await (await request.get('/kindergarten')).text()
  expect(html).not.toContain('Kindergarten Christmas Concert')
  expect(html).toContain('Kindergarten Picnic')
  await at(page, '2026-08-13T09:00:00+05:30')
  await page.goto('/kindergarten')
  await expect(slideTitles(page, 'kinderEvents')).toHaveText(['Kindergarten Races', 'Kindergarten Puppet Show'])
  await at(page, '2026-11-07T09:00:00+05:30')
  await page.reload()
  await expect(page.locator('[data-carousel="kinderEvents"]')).toHaveCount(0)
  await expect(page.locator('[data-upcoming-none]')).toBeVisible()
})

test('/events: the upcoming part is soonest first and drops passed events; past ones stay listed by year', async ({ page, request }) => {
  const html = await (await request.get('/events')).text()
  const part = html.slice(html.indexOf('id="upcoming-heading"'), html.indexOf('</section>', html.indexOf('id="upcoming-heading"')))
  expect(part.indexOf('Annual Sports Day')).toBeGreaterThan(-1)
  expect(part.indexOf('Annual Sports Day')).toBeLessThan(part.indexOf('Parent Teacher Meeting'))
  expect(part).not.toContain('Science Fair')
  await at(page, '2026-08-01T09:00:00+05:30')
  await page.goto('/events')
  const upcoming = page.locator('.upcoming-events .list-card__title')
  await expect(upcoming).toHaveText(['Parent Teacher Meeting'])
  await expect(page.locator('.card-grid:not(.upcoming-events__grid) .list-card__title')).toContainText(['Science Fair'])
  await at(page, '2026-09-06T09:00:00+05:30')
  await page.reload()
  await expect(page.locator('.upcoming-events')).toContainText('No upcoming events are scheduled.')
})
