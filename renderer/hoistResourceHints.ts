// React 19's renderToString puts the resource hints it derives from the page (a <link rel="preload">
// for each eager image, for instance) at the start of its output, which here is inside #page-root.
// There they sit in <body>, are found later than from <head>, make `#page-root > :first-child` match
// a hidden <link> instead of the page's first block, and are removed by hydration (the page's first
// block then gains its top margin: a layout shift). So they move to <head>.

const LEADING_HINTS = /^(?:<link\b[^>]*\brel="(?:preload|modulepreload|preconnect|dns-prefetch)"[^>]*\/?>)+/

/** Splits the leading resource hints off React's HTML: `{ hints, html }`, hints for <head>. */
export function hoistResourceHints(reactHtml: string): { hints: string; html: string } {
  if (!reactHtml.startsWith('<link')) return { hints: '', html: reactHtml }
  const m = LEADING_HINTS.exec(reactHtml)
  if (!m) return { hints: '', html: reactHtml }
  return { hints: m[0], html: reactHtml.slice(m[0].length) }
}
