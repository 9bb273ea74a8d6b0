// A hydrated page's data travels in the HTML as a JSON data block (never executed, so the CSP
// needs no hash for it); renderer/hydrateIsland.tsx reads it back in the browser.
import { scriptJson } from '../lib/format/scriptJson.ts'

export const PAGE_DATA_ID = 'page-data'

export function pageDataScript(data: unknown): string {
  // undefined (a page without +data) is sent as null: JSON has no undefined.
  return `<script id="${PAGE_DATA_ID}" type="application/json">${scriptJson(data ?? null)}</script>`
}
