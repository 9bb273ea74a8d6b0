// Feeds: Atom 1.0 (RFC 4287) news feeds, pure. Which news each feed holds is the listing pages' own
// rule (lib/select/audience.ts seniorNews, kinderNews).
import type { NewsItem } from '../schema/newsItem.ts'
import { kinderNews, seniorNews } from '../select/audience.ts'
import { permalinkId } from '../format/permalink.ts'
import { newsPublished } from '../format/schoolTime.ts'
import { escapeUTF8 } from 'entities'

export type NewsAudience = 'senior' | 'kindergarten'

export interface AtomEntry {
  id: string
  title: string
  /** RFC 3339 instant, in Asia/Kolkata: the item's date (lib/format/schoolTime.ts newsPublished), its only one. */
  updated: string
  link: string
  /** The item's whole text, plain text as the API gives it (RFC 4287 §4.1.3, type="text"). */
  content: string
}

export interface AtomFeed {
  /** Stable IRI of the feed (its absolute URL). */
  id: string
  title: string
  subtitle?: string
  selfUrl: string
  /** The HTML page that lists the same items. */
  alternateUrl: string
  author: string
  /** RFC 3339; the newest entry's date, or the build time when there is none. */
  updated: string
  entries: AtomEntry[]
}

/** XML text/attribute escaping; characters XML 1.0 forbids (C0 controls but tab/LF/CR) are dropped. */
export function escapeXml(s: string): string {
  // eslint-disable-next-line no-control-regex
  return escapeUTF8(s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, ''))
}

/** News for one audience, newest first, only items with a real date, at most `limit`. */
export function selectFeedNews(news: NewsItem[], audience: NewsAudience, limit = 30): NewsItem[] {
  const seen = new Set<string>()
  return (audience === 'senior' ? seniorNews(news) : kinderNews(news))
    .filter((n) => !Number.isNaN(Date.parse(n.date)))
    .filter((n) => (seen.has(n._id) ? false : (seen.add(n._id), true)))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date) || a._id.localeCompare(b._id))
    .slice(0, limit)
}

/**
 * A news item as an Atom entry; the id is a tag: URI (RFC 4151) on the record's permalink id (its
 * page's folder, lib/format/permalink.ts), so it never changes and is a valid IRI whatever the API's
 * id holds. Every field is escaped where buildAtomFeed writes it.
 */
export function newsEntry(n: NewsItem, opts: { pageUrl: string; tagAuthority: string }): AtomEntry {
  // The item's own page (/news/{id}/), which shows it whatever its year and links the school's URL.
  const link = opts.pageUrl
  return {
    id: `tag:${opts.tagAuthority},1963:news/${permalinkId(n._id)}`,
    title: n.title,
    updated: newsPublished(n),
    link,
    content: n.description,
  }
}

export function buildAtomFeed(f: AtomFeed): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">',
    `  <id>${escapeXml(f.id)}</id>`,
    `  <title>${escapeXml(f.title)}</title>`,
    ...(f.subtitle ? [`  <subtitle>${escapeXml(f.subtitle)}</subtitle>`] : []),
    `  <updated>${escapeXml(f.updated)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(f.selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(f.alternateUrl)}"/>`,
    `  <author><name>${escapeXml(f.author)}</name></author>`,
  ]
  for (const e of f.entries) {
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(e.id)}</id>`,
      `    <title type="text">${escapeXml(e.title)}</title>`,
      // The API gives one date: the item's publication, and so its last update too.
      `    <published>${escapeXml(e.updated)}</published>`,
      `    <updated>${escapeXml(e.updated)}</updated>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(e.link)}"/>`,
      ...(e.content ? [`    <content type="text">${escapeXml(e.content)}</content>`] : []),
      '  </entry>',
    )
  }
  lines.push('</feed>', '')
  return lines.join('\n')
}
