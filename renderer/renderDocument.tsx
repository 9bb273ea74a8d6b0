// The whole HTML document of a page, for Vike's onRenderHtml (renderer/+onRenderHtml.tsx), which
// adds the stylesheet after <head> and the page's script before </body>; the build then sets the
// page's module preloads (scripts/postbuild/modulePreloads.ts). No CSS import here
// (+onRenderHtml.tsx has it), so unit tests can render a page in plain Node.
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { APPLE_TOUCH_ICON_PATH, BRAND, MANIFEST_PATH } from '#lib/brand/appManifest.ts'
import { site } from '#lib/content/site.ts'
import { renderHead } from '#lib/seo/renderHead.ts'
import type { ShareAsset } from '#lib/seo/shareImage.ts'
import { getPageTitle } from './getPageTitle.ts'
import { hoistResourceHints } from './hoistResourceHints.ts'
import { renderShell } from './PageShell.tsx'
import { PageDataContext } from './usePageData.ts'
import { escapeUTF8 } from 'entities'

/** What rendering a page needs from Vike's pageContext. */
export interface RenderContext {
  Page: ComponentType
  data: unknown
  urlPathname: string
  is404?: boolean | null
  abortStatusCode?: PageContext['abortStatusCode']
  config: { title?: string; description?: string; section?: string }
}

export interface RenderedDocument {
  html: string
  /** The file the page's og:image names, for the build to make once every page is rendered (lib/seo/renderHead.ts). */
  shareAsset?: ShareAsset
}

export function renderDocument(pageContext: RenderContext): RenderedDocument {
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
  const html = `<!DOCTYPE html>
<html lang="en-IN">
  <head>
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
    ${before}<div id="page-root">${pageHtml}</div>${after}
  </body>
</html>`
  return head.shareAsset ? { html, shareAsset: head.shareAsset } : { html }
}
