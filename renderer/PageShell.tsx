// The static frame of every page: header (skip link, contacts, crest, search, navigation), <main>
// and footer. Rendered on the server only (never hydrated), so it costs no JavaScript; its menus
// work with <details> disclosures and CSS.
import { renderToString } from 'react-dom/server'
import { loadMenus, type Menus, type NavEntry } from '#lib/content/menus.ts'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { schoolYear } from '#lib/format/date.ts'
import { pageHref } from '#lib/format/url.ts'
import { SiteHeader } from '#components/shell/SiteHeader.tsx'
import { SiteFooter } from '#components/shell/SiteFooter.tsx'

interface PageShellProps {
  kindergarten: boolean
  /** The page's path when a navigation link points at it (marked as the current page), else ''. */
  current: string
  /** Placeholder that renderShell splits the shell at (where the page's own HTML goes). */
  pageHtmlMarker: string
  menus: Menus
  /** The footer's copyright year: the build's year in Asia/Kolkata, whatever the machine's zone. */
  year: number
}

export function PageShell({ kindergarten, current, pageHtmlMarker, menus, year }: PageShellProps) {
  return (
    <>
      <SiteHeader nav={kindergarten ? menus.kindergarten : menus.senior} kindergarten={kindergarten} current={current} />
      <main
        id="main"
        tabIndex={-1}
        className={kindergarten ? 'is-kindergarten' : undefined}
        dangerouslySetInnerHTML={{ __html: pageHtmlMarker }}
      />
      <SiteFooter groups={menus.footer} year={year} />
    </>
  )
}

// The links of a navigation, by the navigation: keyed on its object, so a menu read again gets its own.
const navHrefs = new WeakMap<NavEntry[], Set<string>>()
function hrefsOf(nav: NavEntry[]): Set<string> {
  let set = navHrefs.get(nav)
  if (!set) navHrefs.set(nav, (set = new Set(nav.flatMap((e) => ('children' in e ? e.children.map((c) => c.href) : [e.href])))))
  return set
}

// Rendered shells, by the menus they show (lib/content/menus.ts returns another object once menus.json
// or disclosure.json changes), then by section, current link and the footer's year. Invalidated by:
// an edited menu file (`npm run dev` shows it on the next request) and another build year; the site's
// name and contacts come from this module's imports, which `npm run dev` reloads when they change.
const shells = new WeakMap<Menus, Map<string, [before: string, after: string]>>()

/**
 * The shell's HTML before and after #page-root's content. It depends only on the menus, the
 * section, the year and which navigation link (if any) is the page itself, so it is rendered once
 * per such set and reused (10,000 album pages share one header and footer; rendering it is half of
 * React's work). `now` is the build's clock (NCSR_NOW pins it).
 */
export function renderShell(
  section: 'kindergarten' | string | undefined,
  urlPathname: string,
  now: Date = readBuildEnv().now,
): [before: string, after: string] {
  const kindergarten = section === 'kindergarten'
  const menus = loadMenus()
  // Menus link pages with their trailing slash (lib/format/url.ts pageHref); the page's path may lack it.
  const path = pageHref(urlPathname)
  const current = hrefsOf(kindergarten ? menus.kindergarten : menus.senior).has(path) ? path : ''
  const year = schoolYear(now)
  const key = `${kindergarten ? 'k' : 's'}\u0000${current}\u0000${year}`
  let byKey = shells.get(menus)
  if (!byKey) shells.set(menus, (byKey = new Map()))
  let shell = byKey.get(key)
  if (!shell) {
    const html = renderToString(
      <PageShell kindergarten={kindergarten} current={current} pageHtmlMarker={PAGE_MARKER} menus={menus} year={year} />,
    )
    const at = html.indexOf(PAGE_MARKER)
    if (at < 0) throw new Error('PageShell lost its page marker')
    shell = [html.slice(0, at), html.slice(at + PAGE_MARKER.length)]
    byKey.set(key, shell)
  }
  return shell
}

const PAGE_MARKER = '<!--page-root-->'
