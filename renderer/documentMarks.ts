// Two fixed points of the document renderer/renderDocument.tsx writes. Vike puts its asset tags right
// after the first and right before the second; so do the island preloads (before </body>) and the
// batch of bulk pages, which copies Vike's tags (scripts/build/bulkPages.ts). No imports: Vike's
// prerender hooks load this through bulkPages.ts.
export const HEAD_OPEN = '<head>'
export const BODY_CLOSE = '\n  </body>'
