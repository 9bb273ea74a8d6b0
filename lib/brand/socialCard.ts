// The social card a shared link shows for a page without its own photo (docs/architecture.md
// "Sharing"): 1200 x 630, the crest on the school's navy, the page's title in white (at most three
// lines) and the school's name under a gold rule. Drawn as an SVG whose words are paths, so the card
// looks the same on every machine whatever fonts it has (the build turns them into paths with the
// font it ships: scripts/images/shareImages.ts). Plain module: the font is passed in.
import { BRAND, CREST_VIEWBOX, crestGroup } from './crest.ts'

export const CARD = { width: 1200, height: 630 } as const

/** A font at work: the width of a text and its outline as SVG path data, in px at `size`. */
export interface CardFont {
  width(text: string, size: number): number
  /** Path data of `text` with its baseline starting at (x, y). */
  path(text: string, x: number, y: number, size: number): string
  /** Whether the font draws every character of `text` (else the card leaves the words out). */
  covers(text: string): boolean
}

const ELLIPSIS = '…'

/**
 * `text` in lines of at most `maxWidth` (measured by `width`), broken between words, at most
 * `maxLines` of them: what does not fit ends the last line with an ellipsis. A word wider than a
 * line on its own is broken between characters.
 */
export function wrapText(text: string, width: (s: string) => number, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const lines: string[] = []
  let line = ''
  const push = () => {
    lines.push(line)
    line = ''
  }
  for (const word of words) {
    const joined = line ? `${line} ${word}` : word
    if (width(joined) <= maxWidth) {
      line = joined
      continue
    }
    if (line) push()
    // A word too long for a line of its own: as many characters as fit, then the rest on the next.
    let rest = word
    while (width(rest) > maxWidth) {
      let n = rest.length - 1
      while (n > 1 && width(rest.slice(0, n)) > maxWidth) n--
      line = rest.slice(0, n)
      push()
      rest = rest.slice(n)
    }
    line = rest
  }
  if (line) push()
  if (lines.length <= maxLines) return lines
  // Too many lines: the last one kept takes an ellipsis, losing words (or characters) until it fits.
  const kept = lines.slice(0, maxLines)
  let last = kept[maxLines - 1]!
  while (last && width(last + ELLIPSIS) > maxWidth) {
    const cut = last.lastIndexOf(' ')
    last = cut > 0 ? last.slice(0, cut) : last.slice(0, -1)
  }
  kept[maxLines - 1] = last.replace(/[\s,;:.\-–—]+$/, '') + ELLIPSIS
  return kept
}

const COLORS = { ...BRAND, title: '#ffffff', accent: '#c9a227', subtitle: '#f6ecc9' } as const

const CREST_HEIGHT = 360
const MARGIN = 80
const CREST_WIDTH = Math.round((CREST_HEIGHT * CREST_VIEWBOX.width) / CREST_VIEWBOX.height)
/** Where the words start, right of the crest, and how wide they may run. */
const TEXT_X = MARGIN + CREST_WIDTH + 64
const TEXT_WIDTH = CARD.width - TEXT_X - MARGIN
const TITLE = { size: 62, lineHeight: 76, maxLines: 3 } as const
const SUBTITLE = { size: 34, lineHeight: 44, maxLines: 2 } as const
const RULE = { gap: 30, width: 96, thickness: 5 } as const

/**
 * The card as SVG: `title` (wrapped to three lines) over `subtitle` (the school's name), or, with no
 * title, the subtitle alone in the title's place. Words the font cannot draw are left out rather
 * than drawn as empty boxes: a title in another script keeps the crest and the school's name.
 */
export function socialCardSvg(opts: { title: string; subtitle: string; font: CardFont; subtitleFont: CardFont }): string {
  const title = opts.font.covers(opts.title) ? opts.title : ''
  const head = title || opts.subtitle
  const tail = title ? opts.subtitle : ''
  const titleLines = wrapText(head, (s) => opts.font.width(s, TITLE.size), TEXT_WIDTH, TITLE.maxLines)
  const subLines = tail ? wrapText(tail, (s) => opts.subtitleFont.width(s, SUBTITLE.size), TEXT_WIDTH, SUBTITLE.maxLines) : []
  // The block (title, rule, subtitle) is centred on the card's height, as is the crest.
  const titleHeight = titleLines.length * TITLE.lineHeight
  const subHeight = subLines.length ? RULE.gap * 2 + RULE.thickness + subLines.length * SUBTITLE.lineHeight : 0
  const top = Math.round((CARD.height - titleHeight - subHeight) / 2)
  // A line's baseline sits about 0.78 of its line height down (Noto Serif's ascent at these sizes).
  const titlePaths = titleLines.map((l, i) =>
    opts.font.path(l, TEXT_X, top + i * TITLE.lineHeight + Math.round(TITLE.lineHeight * 0.78), TITLE.size),
  )
  const ruleY = top + titleHeight + RULE.gap
  const subTop = ruleY + RULE.thickness + RULE.gap
  const subPaths = subLines.map((l, i) =>
    opts.subtitleFont.path(l, TEXT_X, subTop + i * SUBTITLE.lineHeight + Math.round(SUBTITLE.lineHeight * 0.78), SUBTITLE.size),
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">` +
    `<rect width="${CARD.width}" height="${CARD.height}" fill="${COLORS.primary}"/>` +
    `<rect y="${CARD.height - 14}" width="${CARD.width}" height="14" fill="${COLORS.accent}"/>` +
    crestGroup(MARGIN, Math.round((CARD.height - CREST_HEIGHT) / 2) - 7, CREST_HEIGHT) +
    `<path fill="${COLORS.title}" d="${titlePaths.join(' ')}"/>` +
    (subLines.length
      ? `<rect x="${TEXT_X}" y="${ruleY}" width="${RULE.width}" height="${RULE.thickness}" fill="${COLORS.accent}"/>` +
        `<path fill="${COLORS.subtitle}" d="${subPaths.join(' ')}"/>`
      : '') +
    `</svg>`
  )
}
