// JSON that is safe as the text of a <script> element (page data, JSON-LD).

/**
 * '<' is escaped as \u003c so a '</script>' (or '<!--') inside data cannot end the element early;
 * U+2028/2029 and '>' / '&' are escaped too so the text is inert in every HTML parsing state.
 * JSON.parse gives back the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
