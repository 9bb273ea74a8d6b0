// https://vike.dev/onRenderHtml — the document comes from renderDocument (shared with the batch of
// bulk pages, scripts/build/batch.ts); Vike then adds the stylesheet and the page's scripts.
import { dangerouslySkipEscape } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { islandNames } from './islandPreloads.ts'
import { renderDocument } from './renderDocument.tsx'
import '../styles/all.css'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const html = renderDocument(pageContext)
  // Every page has the one client entry (renderer/+client.ts); a page that declares no island ships
  // no script at all (https://vike.dev/injectFilter, called in production builds only).
  const hasIslands = islandNames(html).length > 0
  return {
    documentHtml: dangerouslySkipEscape(html),
    injectFilter: (assets) => {
      if (hasIslands) return
      for (const asset of assets) if (asset.assetType === 'script') asset.inject = false
    },
  }
}
