// Spec §3 "Fallback placeholders" and §2: each listing page rendered with an empty list shows its placeholder.
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PageDataContext } from '#renderer/usePageData.ts'
import { Page as News } from '#pages/(senior)/news/index/+Page.tsx'
import { Page as Events } from '#pages/(senior)/events/index/+Page.tsx'
import { Page as Gallery } from '#pages/(senior)/gallery/+Page.tsx'
import { Page as TopperX } from '#pages/(senior)/topperX/+Page.tsx'
import { Page as VideoGallery } from '#pages/(senior)/videoGallery/+Page.tsx'
import { Page as KinderNews } from '#pages/(kindergarten)/kindergarten-news/+Page.tsx'
import { Page as KinderEvents } from '#pages/(kindergarten)/kinder-events/+Page.tsx'
import { Page as SocialResponsibility } from '#pages/(kindergarten)/social-responsibility/+Page.tsx'
import { Page as KidsSports } from '#pages/(kindergarten)/kids-sports/+Page.tsx'
import { Page as KinderActivities } from '#pages/(kindergarten)/kinder-activities/+Page.tsx'
import { Page as KidsGallery } from '#pages/(kindergarten)/kids-gallery/+Page.tsx'
import { Page as KinderVideo } from '#pages/(kindergarten)/KinderVideo/+Page.tsx'

const render = (Page: ComponentType, data: unknown) =>
  renderToString(createElement(PageDataContext.Provider, { value: data }, createElement(Page)))
const text = (html: string) => html.replace(/<!-- -->/g, '')
// The listing pages' data shape (lib/select/listingData.ts) is a superset of the simple pages' { items }.
// No cards, no year archives (lib/select/listingArchives.ts).
const noArchives = { label: 'By year', links: [] }
const empty = {
  items: [],
  year: 2026,
  years: [2026],
  dataYears: [],
  buildYear: 2026,
  allUrl: '/data/listings/x.json',
  archives: noArchives,
}
// News and events listings also carry their feed links (lib/feeds/subscribe.ts).
const withFeeds = { ...empty, subscribe: [{ label: 'Atom feed', href: '/feeds/news.xml', description: 'News feed' }] }

describe('spec §3 empty-list placeholders', () => {
  it("news: 'Stay Tuned For More Updates' with 'DD.MM.YYYY'", () => {
    for (const P of [News, KinderNews]) {
      const html = text(render(P, withFeeds))
      expect(html).toContain('Stay Tuned For More Updates')
      expect(html).toContain('DD.MM.YYYY')
    }
  })
  it("events: 'Event Title' at 'School Campus'", () => {
    for (const P of [Events, KinderEvents]) {
      const html = text(render(P, { ...withFeeds, upcoming: [] }))
      expect(html).toContain('Event Title')
      expect(html).toContain('School Campus')
    }
  })
  it("topper pages: 'No Data Available'", () => {
    expect(render(TopperX, { cls: 'X', toppers: [], sessions: [], initialSession: '2024-2025', archives: noArchives })).toContain(
      'No Data Available',
    )
  })
  it("kindergarten sports, social responsibility and both activity tabs: one card 'Title', 'Stay Tuned For More Updates', 'DD.MM.YYYY', count 0", () => {
    for (const P of [SocialResponsibility, KidsSports]) {
      const html = text(render(P, empty))
      expect(html.match(/list-card--placeholder/g)).toHaveLength(1)
      expect(html).toMatch(/>Title</)
      expect(html).toContain('Stay Tuned For More Updates')
      expect(html).toContain('DD.MM.YYYY')
      expect(html).toContain('0 photos')
    }
    const act = text(render(KinderActivities, { aims: [], curricularImages: [], curricular: [], classroom: [] }))
    expect(act.match(/list-card--placeholder/g)).toHaveLength(2)
  })
  it("galleries: 'Gallery Title', 'Stay Tuned for Latest Updates', 'DD MM YYYY', count 0; 'Total Categories: 0'", () => {
    for (const P of [KidsGallery, Gallery]) {
      const html = text(render(P, empty))
      expect(html).toContain('Gallery Title')
      expect(html).toContain('Stay Tuned for Latest Updates')
      expect(html).toContain('DD MM YYYY')
      expect(html).toContain('0 photos')
    }
    expect(text(render(KidsGallery, empty))).toContain('Total Categories: 0')
  })
  it('video galleries: a placeholder line, never a blank grid', () => {
    for (const P of [VideoGallery, KinderVideo]) expect(render(P, empty)).toContain('Stay Tuned For More Updates')
  })
})
