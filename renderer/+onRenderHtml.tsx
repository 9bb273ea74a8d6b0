// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
import { escapeInject, dangerouslySkipEscape } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { PageDataContext } from './usePageData.ts'
import { renderShell } from './PageShell.tsx'
import { getPageTitle } from './getPageTitle.ts'
import { hoistResourceHints } from './hoistResourceHints.ts'
import { site } from '../lib/content/site.ts'
import { renderHead } from '../lib/seo/renderHead.ts'
import '../styles/all.css'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const { Page, data } = pageContext
  // Only #page-root is hydrated; the shell around it (header, menus, footer) stays static HTML.
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
  return escapeInject`<!DOCTYPE html>
<html lang="en-IN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <meta name="description" content="${description}" />
    <link rel="icon" href="/favicon.ico" sizes="any" />
    ${dangerouslySkipEscape(hints)}
    ${dangerouslySkipEscape(renderHead(pageContext, { title, description, pageHtml }))}
  </head>
  <body>
    ${dangerouslySkipEscape(before)}<div id="page-root">${dangerouslySkipEscape(pageHtml)}</div>${dangerouslySkipEscape(after)}
  </body>
</html>`
}
