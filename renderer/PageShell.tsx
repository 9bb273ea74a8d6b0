// The static frame of every page: skip link, header (contacts, crest, search, navigation), <main>
// and footer. Rendered on the server only (never hydrated), so it costs no JavaScript; its menus
// work with <details> disclosures and CSS.
import type { PageContext } from 'vike/types'
import { loadMenus } from '../lib/content/menus.ts'
import { readBuildEnv } from '../lib/config/buildEnv.ts'
import { SiteHeader } from '../components/shell/SiteHeader.tsx'
import { SiteFooter } from '../components/shell/SiteFooter.tsx'

interface PageShellProps {
  pageContext: PageContext
  /** Placeholder that onRenderHtml swaps for the page's own HTML. */
  pageHtmlMarker: string
}

export function PageShell({ pageContext, pageHtmlMarker }: PageShellProps) {
  const menus = loadMenus()
  const kindergarten = pageContext.config.section === 'kindergarten'
  const current = pageContext.urlPathname
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <SiteHeader nav={kindergarten ? menus.kindergarten : menus.senior} kindergarten={kindergarten} current={current} />
      <main id="main" tabIndex={-1} className={kindergarten ? "is-kindergarten" : undefined} dangerouslySetInnerHTML={{ __html: pageHtmlMarker }} />
      <SiteFooter groups={menus.footer} year={readBuildEnv().now.getFullYear()} />
    </>
  )
}
