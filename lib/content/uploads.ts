// What may be in public/images/, the editor's media folders (lib/cms/config.ts: uploads/ and one
// folder per photo set): image files only, told by their name and by their first bytes, and SVG
// only without script (lib/content/xmlFile.ts). Checked by `npm run check:content`
// (lib/content/check.ts) and the build (lib/content/sourceFiles.ts), so an upload made
// in /admin that is anything else fails its pull request. The site serves these files from its own
// origin, which its CSP trusts for scripts ('self'): a .js here would be code the policy allows
// (SECURITY.md, "Uploads"); the build also refuses any script file outside /assets/ and /admin/.
import fs from 'node:fs'
import path from 'node:path'
import { regularFiles } from '../files/walk.ts'
import { xmlProblems, type XmlProblem } from './xmlFile.ts'

/** Extension -> the format its first bytes must show. */
export const IMAGE_TYPES = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  gif: 'GIF',
  svg: 'SVG',
} as const
type Format = (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES]

const ascii = (b: Buffer, from: number, to: number) => b.subarray(from, to).toString('latin1')

/** The raster format the bytes start with, or null. */
export function rasterFormatOf(b: Buffer): Exclude<Format, 'SVG'> | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'JPEG'
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'PNG'
  if (b.length >= 6 && /^GIF8[79]a$/.test(ascii(b, 0, 6))) return 'GIF'
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'WebP'
  // ISO BMFF: a 'ftyp' box first, whose major or a compatible brand is avif (still) or avis (sequence).
  if (b.length >= 16 && ascii(b, 4, 8) === 'ftyp') {
    const size = Math.min(b.readUInt32BE(0), b.length)
    for (let at = 8; at + 4 <= size; at += at === 8 ? 8 : 4) if (['avif', 'avis'].includes(ascii(b, at, at + 4))) return 'AVIF'
  }
  return null
}

/** What is wrong with an SVG file, each with its line; [] when it is an SVG with no script (lib/content/xmlFile.ts). */
export function svgProblems(text: string): XmlProblem[] {
  return xmlProblems(text, 'svg')
}

/**
 * Problems with the files of an images folder (public/images/), one line each, named as
 * `display(rel)`: any file but an image of IMAGE_TYPES, one whose bytes are not the format its name
 * says, and an SVG with script.
 */
export function checkImageFolder(dir: string, display: (rel: string) => string): string[] {
  if (!fs.existsSync(dir)) return []
  const problems: string[] = []
  const allowed = Object.keys(IMAGE_TYPES).map((e) => '.' + e)
  for (const rel of regularFiles(dir)) {
    if (path.posix.basename(rel) === '.gitkeep') continue
    const file = display(rel)
    const ext = path.posix.extname(rel).slice(1).toLowerCase()
    const want = (IMAGE_TYPES as Record<string, Format>)[ext]
    if (!want) {
      problems.push(
        `${file}: not an image file the site takes (${ext ? '.' + ext : 'no extension'}); the editor's media folders take ${allowed.join(', ')} files only`,
      )
      continue
    }
    const bytes = fs.readFileSync(path.join(dir, rel))
    if (want === 'SVG') {
      const found = rasterFormatOf(bytes)
      if (found) {
        problems.push(`${file}: is a ${found} image named .svg; give it the extension of its format`)
        continue
      }
      for (const p of svgProblems(bytes.toString('utf8').replace(/^\uFEFF/, ''))) problems.push(`${file}:${p.line}: ${p.problem}`)
      continue
    }
    const found = rasterFormatOf(bytes)
    if (found !== want)
      problems.push(
        `${file}: is not a ${want} image, as its name says (${found ? `its bytes are a ${found} image` : 'its bytes are no image the site takes'}); upload the picture itself`,
      )
  }
  return problems
}
