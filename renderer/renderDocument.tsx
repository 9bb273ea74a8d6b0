// The whole HTML document of a page, before Vike adds its asset tags (stylesheet after <head>,
// scripts before </body>). One function for both paths that write pages: Vike's onRenderHtml, and
// the batch of bulk pages (scripts/build/batch.ts), which must produce the same bytes.
// No CSS import here (+onRenderHtml.tsx has it): the batch runs this module in plain Node.
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { site } from '#lib/content/site.ts'
import { renderHead } from '#lib/seo/renderHead.ts'
import { getPageTitle } from './getPageTitle.ts'
import { hoistResourceHints } from './hoistResourceHints.ts'
import { islandPreloads } from './islandPreloads.ts'
import { renderShell } from './PageShell.tsx'
import { PageDataContext } from './usePageData.ts'

/** What rendering a page needs from Vike's pageContext (the batch builds this much itself). */
export interface RenderContext {
  Page: ComponentType
  data: unknown
  urlPathname: string
  is404?: boolean | null
  abortStatusCode?: PageContext['abortStatusCode']
  config: { title?: string; description?: string; section?: string }
}

/** Vike's escapeInject escaping (vike/dist/utils/escapeHtml.js), so both paths give the same bytes. */
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#039;')

export function renderDocument(pageContext: RenderContext): string {
  const { Page, data } = pageContext
  // The page is static HTML; only its islands hydrate or mount in the browser (renderer/island.tsx,
  // renderer/mountIslands.ts), each from its own props. The page's data is never serialised whole.
  const { hints, html: pageHtml } = hoistResourceHints(
    renderToString(
      <PageDataContext.Provider value={data}>
        <Page />
      </PageDataContext.Provider>,
    ),
  )
  const preloads = islandPreloads(pageHtml)
  const [before, after] = renderShell(pageContext.config.section, pageContext.urlPathname)
  const title = getPageTitle(pageContext)
  const description = pageContext.config.description ?? site.description
  return `<!DOCTYPE html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <meta name="description" content="${escapeHtml(description)}" />
    <link rel="icon" href="/favicon.ico" sizes="any" />
    ${hints}
    ${renderHead(pageContext, { title, description, pageHtml })}
  </head>
  <body>
    ${before}<div id="page-root">${pageHtml}</div>${after}${preloads ? `\n    ${preloads}` : ''}
  </body>
</html>`
}
