// https://vike.dev/data — /sitemap: every section of the site from the same content as the menus
// (data/content/menus.json, whose `sitemap` groups add the pages no menu links to), plus the feeds and
// the page for search engines.
import { loadMenus, type MenuLink, type NavEntry } from '#lib/content/menus.ts'
import { FEEDS } from '#lib/feeds/feedPaths.ts'
import { formatLong } from '#lib/format/date.ts'
import { eventHref, newsHref } from '#lib/format/permalink.ts'
import { albumHref } from '#lib/format/url.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { newestFirst } from '#lib/select/listFilters.ts'
import { eventsByPageId, newsByPageId } from '#lib/select/permalinks.ts'
import { unlistedAlbums, unlistedEvents, unlistedNews } from '#lib/select/unlisted.ts'

export interface SitemapGroup {
  heading: string
  links: Pick<MenuLink, 'label' | 'href' | 'newTab'>[]
}

/** Top-level links of a menu gather under the menu's own heading; groups keep theirs. */
function groupsOf(name: string, entries: NavEntry[]): SitemapGroup[] {
  const loose: SitemapGroup = { heading: name, links: [] }
  const groups: SitemapGroup[] = [loose]
  for (const e of entries) {
    if ('children' in e) groups.push({ heading: `${name}: ${e.label}`, links: e.children })
    else loose.links.push(e)
  }
  return groups.filter((g) => g.links.length > 0)
}

/** The item pages no listing shows (lib/select/unlisted.ts), newest first. */
function unlistedGroup() {
  // Titles repeat from year to year ('Christmas celebration'): the date tells the links apart.
  const link = (item: { title: string; date: string }, href: string) => ({
    label: item.date ? `${item.title}, ${formatLong(item.date)}` : item.title,
    href,
    newTab: false,
  })
  return {
    heading: 'More news, events and albums',
    links: [
      ...newestFirst(unlistedNews([...newsByPageId().values()])).map((n) => link(n, newsHref(n._id))),
      ...newestFirst(unlistedEvents([...eventsByPageId().values()])).map((e) => link(e, eventHref(e._id))),
      ...newestFirst(unlistedAlbums(loadSnapshot('gallery'))).map((g) => link(g, albumHref(g._id))),
    ],
  }
}

export function data() {
  const menus = loadMenus()
  const groups: SitemapGroup[] = [
    ...groupsOf('Senior school', menus.senior),
    ...groupsOf('Kindergarten', menus.kindergarten),
    ...menus.sitemap,
    ...menus.footer.map((f) => ({ heading: f.heading, links: f.links.filter((l) => l.href !== '/sitemap/') })),
    unlistedGroup(),
    {
      heading: 'Subscribe',
      links: [
        ...Object.values(FEEDS).map((f) => ({ label: f.title, href: f.path, newTab: false })),
        { label: 'Sitemap for search engines (XML)', href: '/sitemap.xml', newTab: false },
      ],
    },
  ].filter((g) => g.links.length > 0)
  return { groups }
}
export type Data = ReturnType<typeof data>
