// The whole HTML document of a page, before its asset tags (stylesheet after <head>, scripts before
// </body>). One function for both paths that write pages: Vike's onRenderHtml, which adds the tags
// itself, and the bulk pages' loop (scripts/build/bulkWorker.ts), which adds the same ones.
// No CSS import here (+onRenderHtml.tsx has it): the bulk pages' loop runs this module in plain Node.
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { APPLE_TOUCH_ICON_PATH, BRAND, MANIFEST_PATH } from '#lib/brand/appManifest.ts'
import { site } from '#lib/content/site.ts'
import { renderHead } from '#lib/seo/renderHead.ts'
import type { ShareAsset } from '#lib/seo/shareImage.ts'
import { getPageTitle } from './getPageTitle.ts'
import { hoistResourceHints } from './hoistResourceHints.ts'
import { islandPreloads, pageIslands, type PageIslands } from './islandPreloads.ts'
import { renderShell } from './PageShell.tsx'
import { PageDataContext } from './usePageData.ts'
import { escapeUTF8 } from 'entities'

/** What rendering a page needs from Vike's pageContext (the bulk pages' loop builds this much itself). */
export interface RenderContext {
  Page: ComponentType
  data: unknown
  urlPathname: string
  is404?: boolean | null
  abortStatusCode?: PageContext['abortStatusCode']
  config: { title?: string; description?: string; section?: string }
}

/**
 * A page's document before its island preloads and asset tags, in three parts split where those go
 * (after <head>, before </body>), so the bulk pages' loop adds them without searching the page.
 */
export interface DraftDocument {
  /** Up to and including <head>. */
  start: string
  /** From after <head> to before the closing </body>. */
  middle: string
  /** The closing </body> (BODY_CLOSE) and what follows. */
  end: string
  islands: PageIslands
  /** The file the page's og:image names, for the build to make once every page is rendered (lib/seo/renderHead.ts). */
  shareAsset?: ShareAsset
}

/**
 * The draft as a document with `head` right after <head> and `beforeBodyClose` right before </body>:
 * where its island preloads go (finishDocument) and where Vike puts its tags (scripts/build/documentAssets.ts).
 */
export const documentWith = (draft: DraftDocument, head: string, beforeBodyClose: string): string =>
  draft.start + head + draft.middle + beforeBodyClose + draft.end

/** Where the stylesheets go (right after it) and where the island preloads and scripts go (right before it). */
const HEAD_OPEN = '<head>'
const BODY_CLOSE = '\n  </body>'
/** The same for every page: the draft's start and end. */
const DOCUMENT_START = `<!DOCTYPE html>
<html lang="en-IN">
  ${HEAD_OPEN}`
const DOCUMENT_END = `${BODY_CLOSE}
</html>`

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
  const head = renderHead(pageContext, { title, description })
  const middle = `
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeUTF8(title)}</title>
    <meta name="description" content="${escapeUTF8(description)}" />
    <link rel="icon" href="/favicon.ico" sizes="any" />
    <link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_PATH}" />
    <link rel="manifest" href="${MANIFEST_PATH}" />
    <meta name="theme-color" content="${BRAND.primary}" media="(prefers-color-scheme: light)" />
    <meta name="theme-color" content="${BRAND.primaryDark}" media="(prefers-color-scheme: dark)" />
    ${hints}
    ${head.tags}
  </head>
  <body>
    ${before}<div id="page-root">${pageHtml}</div>${after}`
  const draft = { start: DOCUMENT_START, middle, end: DOCUMENT_END, islands: pageIslands(pageHtml) }
  return head.shareAsset ? { ...draft, shareAsset: head.shareAsset } : draft
}

/** What a draft lacks: the module preloads of its islands, each on its own line, to go right before </body>. */
export function preloadBlock(islands: PageIslands): string {
  const preloads = islandPreloads(islands)
  return preloads ? `\n    ${preloads}` : ''
}

/** The finished document: a draft with its preloadBlock before </body>. */
export const finishDocument = (draft: DraftDocument): string => documentWith(draft, '', preloadBlock(draft.islands))

/** The whole document of a page, before Vike's tags (Vike's onRenderHtml). */
export const renderDocument = (pageContext: RenderContext): string => finishDocument(renderDraft(pageContext))
