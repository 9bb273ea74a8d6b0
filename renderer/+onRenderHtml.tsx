// https://vike.dev/onRenderHtml — the document comes from renderDraft (shared with the bulk pages'
// loop, scripts/build/bulkWorker.ts); Vike then adds the stylesheet and the page's scripts. The
// file the page's shared image needs is returned as pageContext.shareAsset, which the build reads
// from Vike's account of the pages it wrote (scripts/build.ts; docs/architecture.md "Sharing").
import { dangerouslySkipEscape } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { finishDocument, renderDraft } from './renderDocument.tsx'
import '#styles/all.css'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => {
  const draft = renderDraft(pageContext)
  return { documentHtml: dangerouslySkipEscape(finishDocument(draft)), pageContext: { shareAsset: draft.shareAsset } }
}
