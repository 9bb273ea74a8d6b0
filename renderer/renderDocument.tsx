// The whole HTML document of a page, before Vike adds its asset tags (stylesheet after <head>,
// scripts before </body>). One function for both paths that write pages: Vike's onRenderHtml, and
// the batch of bulk pages (scripts/build/batch.ts), which must produce the same bytes.
// No CSS import here (+onRenderHtml.tsx has it): the batch runs this module in plain Node.
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { site } from '#lib/content/site.ts'
import { renderHead } from '#lib/seo/renderHead.ts'
import { BODY_CLOSE } from './documentMarks.ts'
import { getPageTitle } from './getPageTitle.ts'
import { hoistResourceHints } from './hoistResourceHints.ts'
import { islandPreloads, pageIslands, type PageIslands } from './islandPreloads.ts'
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

/**
 * A page's document before its island preloads, which are the one part that needs the client bundle:
 * the batch renders bulk pages this way while Vite still bundles (scripts/build/batch.ts).
 */
export interface DraftDocument {
  html: string
  islands: PageIslands
}

export function renderDraft(pageContext: RenderContext): DraftDocument {
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
  const [before, after] = renderShell(pageContext.config.section, pageContext.urlPathname)
  const title = getPageTitle(pageContext)
  const description = pageContext.config.description ?? site.description
  const html = `<!DOCTYPE html>
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
    ${before}<div id="page-root">${pageHtml}</div>${after}
  </body>
</html>`
  return { html, islands: pageIslands(pageHtml) }
}

/** What a draft lacks: the module preloads of its islands, each on its own line, to go right before </body>. */
export function preloadBlock(islands: PageIslands): string {
  const preloads = islandPreloads(islands)
  return preloads ? `\n    ${preloads}` : ''
}

/** The finished document: a draft with its preloadBlock before </body>. */
export function finishDocument(draft: DraftDocument): string {
  const block = preloadBlock(draft.islands)
  if (!block) return draft.html
  const at = draft.html.lastIndexOf(BODY_CLOSE)
  return draft.html.slice(0, at) + block + draft.html.slice(at)
}

/** The whole document of a page (Vike's onRenderHtml, the batch once the bundle exists). */
export const renderDocument = (pageContext: RenderContext): string => finishDocument(renderDraft(pageContext))
