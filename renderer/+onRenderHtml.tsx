// https://vike.dev/onRenderHtml — the document comes from renderDocument (shared with the bulk
// pages' loop, scripts/build/bulkWorker.ts); Vike then adds the stylesheet and the page's scripts.
import { dangerouslySkipEscape } from 'vike/server'
import type { OnRenderHtmlAsync } from 'vike/types'
import { renderDocument } from './renderDocument.tsx'
import '#styles/all.css'

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext) => dangerouslySkipEscape(renderDocument(pageContext))
