// The static frame of every page: skip link, header, navigation, <main>, footer.
// Rendered on the server only (never hydrated), so it costs no JavaScript.
// Issue 3 (site shell) replaces the minimal header and footer below with the full ones.
import type { PageContext } from 'vike/types'
import { site } from '../lib/content/site.ts'

interface PageShellProps {
  pageContext: PageContext
  /** Placeholder that onRenderHtml swaps for the page's own HTML. */
  pageHtmlMarker: string
}

export function PageShell({ pageHtmlMarker }: PageShellProps) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <header className="site-header">
        <a href="/" className="site-header__name">{site.name}</a>
      </header>
      <main id="main" tabIndex={-1} dangerouslySetInnerHTML={{ __html: pageHtmlMarker }} />
      <footer className="site-footer">
        <p>{site.name}, {site.address}</p>
      </footer>
    </>
  )
}
