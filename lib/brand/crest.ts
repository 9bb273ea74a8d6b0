// The school's crest as data (sample artwork: the school replaces it with its own), so the header's
// inline SVG (components/shell/Crest.tsx) and the app icons made from it at build time
// (scripts/vite/appIcons.ts) can never differ. Plain module: no React, no DOM.

/** The crest's drawing box: 100 wide, 115 high. */
export const CREST_VIEWBOX = { width: 100, height: 115 } as const

export interface CrestShape {
  tag: 'path' | 'rect'
  /** SVG attribute names as SVG writes them (stroke-width, not strokeWidth). */
  attrs: Record<string, string>
}

export const CREST_SHAPES: readonly CrestShape[] = [
  {
    tag: 'path',
    attrs: { d: 'M50 3 L94 15 V52 C94 82 74 102 50 112 C26 102 6 82 6 52 V15 Z', fill: '#1b2f5c', stroke: '#c9a227', 'stroke-width': '5' },
  },
  {
    tag: 'path',
    attrs: {
      d: 'M50 14 L84 23 V52 C84 75 69 91 50 99 C31 91 16 75 16 52 V23 Z',
      fill: 'none',
      stroke: '#c9a227',
      'stroke-width': '1.5',
      opacity: '.7',
    },
  },
  { tag: 'rect', attrs: { x: '46', y: '22', width: '8', height: '34', rx: '1', fill: '#f4e3a1' } },
  { tag: 'rect', attrs: { x: '35', y: '31', width: '30', height: '8', rx: '1', fill: '#f4e3a1' } },
  {
    tag: 'path',
    attrs: {
      d: 'M26 66 Q38 60 50 66 Q62 60 74 66 V84 Q62 78 50 84 Q38 78 26 84 Z',
      fill: '#fffaf0',
      stroke: '#c9a227',
      'stroke-width': '2',
    },
  },
  { tag: 'path', attrs: { d: 'M50 66 V84', stroke: '#c9a227', 'stroke-width': '2' } },
]

/** The brand colours the icons and the browser's UI use (styles/tokens.css --color-primary, --color-primary-dark). */
export const BRAND = { primary: '#1b2f5c', primaryDark: '#12213f', background: '#fbf8f2' } as const

const shapeMarkup = (s: CrestShape) =>
  `<${s.tag} ${Object.entries(s.attrs)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ')}/>`

/**
 * A square SVG of `size` px: `background` filling it (or transparent), the crest centred at `scale`
 * of the square's height. A maskable icon keeps its crest inside the middle 80% circle (scale <= 0.6).
 */
export function crestIconSvg(size: number, opts: { background?: string; scale: number }): string {
  const h = size * opts.scale
  const w = (h * CREST_VIEWBOX.width) / CREST_VIEWBOX.height
  const k = h / CREST_VIEWBOX.height
  const bg = opts.background ? `<rect width="${size}" height="${size}" fill="${opts.background}"/>` : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}` +
    `<g transform="translate(${(size - w) / 2} ${(size - h) / 2}) scale(${k})">${CREST_SHAPES.map(shapeMarkup).join('')}</g></svg>`
  )
}
