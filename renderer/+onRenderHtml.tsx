// https://vike.dev/onRenderHtml — the document comes from renderDocument; Vike then adds the
// stylesheet and the page's script. The file the page's shared image needs is returned as
// pageContext.shareAsset, which the build reads from Vike's account of the pages it wrote
// (scripts/build/prerenderedPages.ts; docs/architecture.md "Sharing").
import { dangerouslySkipEscape } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { renderDocument } from './renderDocument.tsx'
import '#styles/all.css'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const { html, shareAsset } = renderDocument(pageContext)
  return { documentHtml: dangerouslySkipEscape(html), pageContext: { shareAsset } }
}
