// React 19's renderToString puts the resource hints it derives from the page (a <link rel="preload">
// for each eager image, for instance) at the start of its output, which here is inside #page-root.
// There they sit in <body>, are found later than from <head>, make `#page-root > :first-child` match
// a hidden <link> instead of the page's first block, and are removed by hydration (the page's first
// block then gains its top margin: a layout shift). So they move to <head>.
//
// An image preload keeps the default priority even when React copies fetchPriority="high" from its
// <img>: from <head> a high one raced the stylesheet and scripts, and measured worse than the <img>'s
// own high priority alone (Lighthouse mobile with camera photos, real-media build: / LCP 2.35-2.42 s
// with it, 1.75-1.80 s without; /topperXII 1.73-1.75 s and 1.39-1.47 s; docs/images.md).

const LEADING_HINTS = /^(?:<link\b[^>]*\brel="(?:preload|modulepreload|preconnect|dns-prefetch)"[^>]*\/?>)+/

const IMAGE_PRELOAD_PRIORITY = /(<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*?) fetchPriority="high"/g

/** Splits the leading resource hints off React's HTML: `{ hints, html }`, hints for <head> (image preloads at default priority). */
export function hoistResourceHints(reactHtml: string): { hints: string; html: string } {
  if (!reactHtml.startsWith('<link')) return { hints: '', html: reactHtml }
  const m = LEADING_HINTS.exec(reactHtml)
  if (!m) return { hints: '', html: reactHtml }
  return { hints: m[0].replace(IMAGE_PRELOAD_PRIORITY, '$1'), html: reactHtml.slice(m[0].length) }
}
