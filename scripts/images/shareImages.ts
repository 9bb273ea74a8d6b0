// The images shared links show (docs/architecture.md "Sharing", docs/images.md "Shared images"):
// once every page is written, each file the pages' renders returned (lib/seo/renderHead.ts, through
// pageContext.shareAsset) is taken from the image cache or made, then linked into dist/client/og/. Two kinds (lib/seo/shareImage.ts):
//   - a social card: lib/brand/socialCard.ts's SVG, its words turned into outlines with Noto Serif
//     (the woff files of @fontsource/noto-serif, read by opentype.js), rendered by sharp to PNG;
//   - a photo's crop: the photo's largest WebP variant (never the camera original) cropped to
//     1.91:1 around its most salient part, as JPEG, which every link preview reads.
// Why outlines and not SVG <text>: sharp renders text through fontconfig, which picks whatever fonts
// the machine has (DejaVu on a bare Debian with Chromium, others in CI), so the same card would look
// different from one build machine to the next; the site ships no font file of its own.
// Cache: <image cache>/share/<name>; the name is a hash of what the file shows, so a file there is
// never stale and a rebuild makes only the cards and crops of new titles and new photos.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import path from 'node:path'
import opentype from 'opentype.js'
import type sharpType from 'sharp'
import { socialCardSvg, type CardFont } from '#lib/brand/socialCard.ts'
import { site } from '#lib/content/site.ts'
import { SHARE_URL_DIR, type ShareAsset } from '#lib/seo/shareImage.ts'

/** WhatsApp leaves out a preview image over about 300 KB; a crop over it is encoded again at a lower quality. */
export const SHARE_BYTE_CAP = 300_000
const JPEG_QUALITY = 82
const MIN_JPEG_QUALITY = 50

/** The font files (Latin first, then Latin Extended for the rest of Europe's letters and the rupee sign). */
const fontFile = (subset: string, weight: number) =>
  fileURLToPath(import.meta.resolve(`@fontsource/noto-serif/files/noto-serif-${subset}-${weight}-normal.woff`))

const num = (v: number) => String(Math.round(v * 10) / 10)
/**
 * SVG path data of an outline, to a tenth of a pixel. Written here: opentype.js 2.0's toPathData()
 * prints NaN for some coordinates (its decimal rounding), which ends the drawing at that glyph.
 */
export function pathData(p: opentype.Path): string {
  return p.commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${num(c.x)} ${num(c.y)}`
        case 'Q':
          return `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`
        case 'C':
          return `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`
        default:
          return 'Z'
      }
    })
    .join('')
}

/** A CardFont over several files: each character from the first file that has it. */
export function cardFont(fonts: opentype.Font[]): CardFont {
  const fontOf = (ch: string) => fonts.find((f) => f.hasChar(ch))
  /** The text in runs of one font each (a character no font has goes with the first, as .notdef). */
  const runs = (text: string) => {
    const out: { font: opentype.Font; text: string }[] = []
    for (const ch of text) {
      const font = fontOf(ch) ?? fonts[0]!
      const last = out[out.length - 1]
      if (last?.font === font) last.text += ch
      else out.push({ font, text: ch })
    }
    return out
  }
  return {
    width: (text, size) => runs(text).reduce((w, r) => w + r.font.getAdvanceWidth(r.text, size), 0),
    path(text, x, y, size) {
      let at = x
      return runs(text)
        .map((r) => {
          const d = pathData(r.font.getPath(r.text, at, y, size))
          at += r.font.getAdvanceWidth(r.text, size)
          return d
        })
        .join(' ')
    },
    covers: (text) => [...text].every((ch) => /\s/.test(ch) || fontOf(ch) !== undefined),
  }
}

const loadFont = (file: string) => {
  const b = fs.readFileSync(file)
  return opentype.parse(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength))
}

let fonts: { title: CardFont; subtitle: CardFont } | undefined
/** The card's two weights, read once a build and only when a card must be drawn. */
const cardFonts = () =>
  (fonts ??= {
    title: cardFont([loadFont(fontFile('latin', 700)), loadFont(fontFile('latin-ext', 700))]),
    subtitle: cardFont([loadFont(fontFile('latin', 400)), loadFont(fontFile('latin-ext', 400))]),
  })

/** A card's PNG: the SVG with outlined words, rendered by sharp (a palette PNG: flat colours, ~30-60 KB). */
export async function drawCard(title: string, sharp: typeof sharpType): Promise<Buffer> {
  const { title: font, subtitle: subtitleFont } = cardFonts()
  const svg = title
    ? socialCardSvg({ title, subtitle: site.name, font, subtitleFont })
    : socialCardSvg({ title: site.name, subtitle: site.city, font, subtitleFont })
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
}

/** A photo's crop as JPEG, within SHARE_BYTE_CAP. */
export async function cropPhoto(
  variant: string,
  size: { width: number; height: number },
  sharp: typeof sharpType,
  cap = SHARE_BYTE_CAP,
): Promise<Buffer> {
  const raw = await sharp(variant)
    .resize({ width: size.width, height: size.height, fit: 'cover', position: 'attention' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width, height, channels } = raw.info
  for (let quality = JPEG_QUALITY; ; quality -= 8) {
    const data = await sharp(raw.data, { raw: { width, height, channels } }).jpeg({ quality, mozjpeg: true }).toBuffer()
    if (data.length <= cap || quality - 8 < MIN_JPEG_QUALITY) return data
  }
}

export interface ShareImagesSummary {
  cards: number
  photos: number
  /** Made this run (the rest came from the cache). */
  made: number
  bytes: number
  ms: number
}

/** Each file once (many pages share one card), in name order, so a build makes them in the same order every time. */
export function distinctShareAssets(assets: Iterable<ShareAsset | undefined>): ShareAsset[] {
  const byName = new Map<string, ShareAsset>()
  for (const a of assets) if (a && !byName.has(a.name)) byName.set(a.name, a)
  return [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

/**
 * Every file the pages of this build need (their renders returned them), from <cacheDir>/share/ or
 * made now, linked into <clientDir>/og/. Photo crops are made from the variants in
 * <cacheDir>/variants/, which the image step left there.
 */
export async function makeShareImages(opts: {
  assets: Iterable<ShareAsset | undefined>
  clientDir: string
  cacheDir: string
}): Promise<ShareImagesSummary> {
  const started = performance.now()
  const requests = distinctShareAssets(opts.assets)
  const cache = path.join(opts.cacheDir, 'share')
  const publishedDir = path.join(opts.clientDir, SHARE_URL_DIR)
  fs.mkdirSync(cache, { recursive: true })
  fs.mkdirSync(publishedDir, { recursive: true })
  const summary: ShareImagesSummary = { cards: 0, photos: 0, made: 0, bytes: 0, ms: 0 }
  let sharp: typeof sharpType | undefined
  const make = async (asset: ShareAsset): Promise<Buffer> => {
    sharp ??= (await import('sharp')).default
    if (asset.kind === 'card') return drawCard(asset.title, sharp)
    const variant = path.join(opts.cacheDir, 'variants', asset.key, asset.file)
    return cropPhoto(variant, { width: asset.cropWidth, height: asset.cropHeight }, sharp)
  }
  for (const asset of requests) {
    if (asset.kind === 'card') summary.cards++
    else summary.photos++
    const cached = path.join(cache, asset.name)
    if (!fs.existsSync(cached)) {
      const data = await make(asset)
      // Written whole, then renamed: a build stopped half-way leaves no truncated file to be reused.
      fs.writeFileSync(`${cached}.tmp`, data)
      fs.renameSync(`${cached}.tmp`, cached)
      summary.made++
    }
    const to = path.join(publishedDir, asset.name)
    try {
      fs.linkSync(cached, to)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') fs.copyFileSync(cached, to)
    }
    summary.bytes += fs.statSync(to).size
  }
  summary.ms = performance.now() - started
  return summary
}
