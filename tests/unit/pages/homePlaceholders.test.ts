// Spec §3 "Fallback placeholders when lists are empty", rendered with react-dom/server (cheaper than a second site build).
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageDataContext } from '#renderer/usePageData.ts'
import { Page as HomePage } from '#pages/index/+Page.tsx'
import { Page as KinderPage } from '#pages/(kindergarten)/kindergarten/+Page.tsx'
import type { Data as HomeData } from '#pages/index/+data.ts'
import type { Data as KinderData } from '#pages/(kindergarten)/kindergarten/+data.ts'

const image = { src: '/images/x.svg', alt: 'x', width: 10, height: 10 }
const about = { heading: 'About Us', paragraphs: ['About text.'] }

const emptyHome: HomeData = {
  buildYear: 2026,
  content: { welcome: 'Welcome', banners: [image], about, tiles: [] },
  notifications: [],
  notices: [],
  testimonials: [],
  toppers: [],
  admission: {
    content: { academicYears: [{ year: '2026-2027', classes: ['11'] }], defaultClasses: ['1'] },
    endpoint: '',
    token: '',
    school: { phone: '+91 000', email: 'office@example.org' },
  },
  highlights: [],
  seniorNews: [],
  kinderNews: [],
  registration: null,
  social: [],
  videos: [],
  events: { kind: 'upcoming', events: [] },
}
const emptyKinder: KinderData = {
  content: { heading: 'Kindergarten', slides: [image], about },
  ticker: [],
  news: [],
  events: { kind: 'upcoming', events: [] },
  albums: [],
  videos: [],
}

const render = (Page: () => unknown, data: unknown) =>
  renderToString(createElement(PageDataContext.Provider, { value: data }, createElement(Page as never)))
const count = (html: string, s: string) => html.split(s).length - 1

describe('spec §3 placeholders on the home page with empty lists', () => {
  const html = render(HomePage, emptyHome)
  it("news shows 'Stay Tuned For More Updates' with date 'DD.MM.YYYY'", () => {
    expect(count(html, 'Stay Tuned For More Updates')).toBeGreaterThanOrEqual(3) // notice board, senior news, kindergarten news
    expect(html).toContain('DD.MM.YYYY')
  })
  it("events show 'Event Title' at 'School Campus'", () => {
    expect(html).toContain('Event Title')
    expect(html).toContain('School Campus')
  })
  it("toppers show three cards 'Student Name', 'Stream', 100% per class", () => {
    expect(count(html, 'Student Name')).toBe(6)
    expect(count(html, '>Stream<')).toBe(6)
    expect(count(html, '100%')).toBe(6)
  })
  it('shows no notification dialog, testimonials or social slides when there are none', () => {
    // The admission enquiry dialog is always there; the notification one only with items.
    expect(html).not.toContain('notice-dialog')
    expect(html).not.toContain('>Testimonials<')
    expect(html).not.toContain('Follow Us')
  })
  it('keeps exactly one h1', () => expect(count(html, '<h1')).toBe(1))
})

describe('kindergarten home with empty lists', () => {
  const html = render(KinderPage, emptyKinder)
  it('shows the news, event, gallery and video placeholders', () => {
    expect(html).toContain('Stay Tuned For More Updates')
    expect(html).toContain('Event Title')
    expect(html).toContain('School Campus')
    expect(html).toContain('Stay Tuned for Latest Updates')
    expect(html).toContain('Videos will appear here soon.')
    expect(html).not.toContain('Loading...')
  })
})
