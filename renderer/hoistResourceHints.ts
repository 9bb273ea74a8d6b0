// React 19's renderToString puts the resource hints it derives from the page (a <link rel="preload">
// for each eager image, for instance) at the start of its output, which here is inside #page-root.
// There they sit in <body>, are found later than from <head>, make `#page-root > :first-child` match
// a hidden <link> instead of the page's first block, and are removed by hydration (the page's first
// block then gains its top margin: a layout shift). So they move to <head>.
//
// An image preload keeps the default priority even when React copies fetchPriority="high" from its
// <img>. Lighthouse's simulated throttling scores that better only because it leaves a low-priority
// image out of its LCP estimate; with the network really throttled, the home dialog's 121 KB WebP
// preloaded at low priority painted at 4.7-4.8 s (docs/images.md "Where a page's time goes"). The
// first images that matter sit in a <picture> (cards, lead images: components/images), of
// which React makes no preload: they load at the <img>'s own high priority. A plain <img> first
// (a topper's 40 KB photo) differs by little either way.

const HINT_REL = /\brel="(?:preload|modulepreload|preconnect|dns-prefetch)"/

/** An image preload (`<link rel="preload" as="image" …>`), as React writes one. */
const isImagePreload = (tag: string) => tag.includes(' rel="preload"') && tag.includes(' as="image"')

/**
 * Splits the leading resource hints off React's HTML: `{ hints, html }`, hints for <head> (image
 * preloads at default priority). A tag ends at its first '>': React escapes it inside attribute
 * values. Read tag by tag, each by plain string search: one pattern over them all backtracked
 * through an image preload's long srcset (10 µs an album page), and a pattern for the priority over
 * each tag still cost 5 % of an album page's render time (docs/performance.md "Build scale").
 */
export function hoistResourceHints(reactHtml: string): { hints: string; html: string } {
  let end = 0
  let hints = ''
  while (reactHtml.startsWith('<link', end) && /[\s/>]/.test(reactHtml.charAt(end + 5))) {
    const close = reactHtml.indexOf('>', end)
    if (close < 0) break
    const tag = reactHtml.slice(end, close + 1)
    if (!HINT_REL.test(tag)) break
    hints += isImagePreload(tag) ? tag.replace(' fetchPriority="high"', '') : tag
    end = close + 1
  }
  return end === 0 ? { hints: '', html: reactHtml } : { hints, html: reactHtml.slice(end) }
}
