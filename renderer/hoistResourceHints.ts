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

const HINT_REL = /\brel="(?:preload|modulepreload|preconnect|dns-prefetch)"/

const IMAGE_PRELOAD_PRIORITY = /(<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*?) fetchPriority="high"/g

/**
 * Splits the leading resource hints off React's HTML: `{ hints, html }`, hints for <head> (image
 * preloads at default priority). A tag ends at its first '>': React escapes it inside attribute
 * values. Read tag by tag rather than by one pattern over them all, whose backtracking through an
 * image preload's long srcset cost 10 µs an album page.
 */
export function hoistResourceHints(reactHtml: string): { hints: string; html: string } {
  let end = 0
  while (reactHtml.startsWith('<link', end) && /[\s/>]/.test(reactHtml.charAt(end + 5))) {
    const close = reactHtml.indexOf('>', end)
    if (close < 0 || !HINT_REL.test(reactHtml.slice(end, close))) break
    end = close + 1
  }
  if (end === 0) return { hints: '', html: reactHtml }
  const hints = reactHtml.slice(0, end)
  return {
    hints: hints.includes(' fetchPriority="high"') ? hints.replace(IMAGE_PRELOAD_PRIORITY, '$1') : hints,
    html: reactHtml.slice(end),
  }
}
