// Generates the local placeholder photos (captioned SVG) and PDFs the content refers to, so no
// link or image is broken before the school supplies its own files. Never overwrites a file:
// a maintainer replaces a placeholder by dropping a real file with the same name (a photo may
// be .jpg/.jpeg/.png/.webp: the build prefers it over the .svg, see lib/content/photos.ts).
// Run: npm run content:placeholders
import fs from 'node:fs'
import path from 'node:path'
import { loadContentJson, splitFrontMatter } from '#lib/content/markdown.ts'
import { photoSetNames, photoSetSchema } from '#lib/content/photos.ts'
import { disclosureSchema } from '#lib/content/menus.ts'
import { nonFolders } from '#lib/files/walk.ts'
import { escapeUTF8 } from 'entities'
import { parse as parseYaml } from 'yaml'

const PUBLIC = path.resolve('public')
const CONTENT = path.resolve('data/content')
const PALETTE = ['#1b2f5c', '#7a1f2b', '#2d5a4a', '#5b3a7a', '#8a5a12', '#1d4f91']

/** An 800 x 600 captioned placeholder, about 1 KB. */
export function placeholderSvg(caption: string, seed: number): string {
  const bg = PALETTE[seed % PALETTE.length]!
  const words = caption.split(' ')
  const lines: string[] = ['']
  for (const w of words) {
    if ((lines.at(-1)! + ' ' + w).trim().length > 26) lines.push(w)
    else lines[lines.length - 1] = (lines.at(-1)! + ' ' + w).trim()
  }
  const text = lines
    .slice(0, 3)
    .map(
      (l, i) =>
        `<text x="400" y="${330 + i * 50}" font-size="40" text-anchor="middle" fill="#fff" font-family="Georgia,serif">${escapeUTF8(l)}</text>`,
    )
    .join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" role="img" aria-label="${escapeUTF8(caption)}">` +
    `<rect width="800" height="600" fill="${bg}"/><rect x="20" y="20" width="760" height="560" fill="none" stroke="#c9a227" stroke-width="4"/>` +
    `<path d="M400 110l50 14v42c0 34-22 56-50 68-28-12-50-34-50-68v-42z" fill="none" stroke="#c9a227" stroke-width="6"/>` +
    text +
    `<text x="400" y="540" font-size="24" text-anchor="middle" fill="#f6ecc9" font-family="sans-serif">Placeholder photo: replace with the school's own</text></svg>\n`
  )
}

/** A one-page PDF showing the title: valid (correct xref offsets), under 1 KB. */
export function placeholderPdf(title: string): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => '\\' + c).replace(/[^\x20-\x7e]/g, '?')
  const stream = `BT /F1 22 Tf 60 760 Td (${esc(title)}) Tj 0 -34 Td /F1 13 Tf (Placeholder document: the school replaces this file with its own.) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((o, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${o}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

const hasImage = (folder: string, name: string) =>
  ['.jpg', '.jpeg', '.png', '.webp', '.svg'].some((ext) => fs.existsSync(path.join(PUBLIC, 'images', folder, name + ext)))

function writeIfMissing(file: string, body: string | Buffer): boolean {
  if (fs.existsSync(file)) return false
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, body)
  return true
}

/** Every photo the content names: the photo sets plus the `image:` of page front matter. */
function wantedImages(): { folder: string; name: string; caption: string }[] {
  const list = photoSetNames().flatMap((set) => {
    const s = loadContentJson(`photos/${set}.json`, photoSetSchema)
    return s.photos.map((p) => ({ folder: s.folder, name: p.name, caption: p.caption }))
  })
  for (const f of fs.readdirSync(path.join(CONTENT, 'pages'))) {
    const fm = parseYaml(splitFrontMatter(fs.readFileSync(path.join(CONTENT, 'pages', f), 'utf8')).yaml) as {
      image?: { folder: string; name: string; alt: string }
    } | null
    if (fm?.image) list.push({ folder: fm.image.folder, name: fm.image.name, caption: fm.image.alt })
  }
  return list
}

/** Every local PDF the content links to ("/docs/....pdf" in any content file), with a title. */
function wantedPdfs(): Map<string, string> {
  const out = new Map<string, string>()
  for (const rel of nonFolders(CONTENT)) {
    for (const m of fs.readFileSync(path.join(CONTENT, rel), 'utf8').matchAll(/\/docs\/[\w/.-]+\.pdf/g))
      out.set(m[0], path.basename(m[0], '.pdf').replace(/-/g, ' '))
  }
  const d = loadContentJson('disclosure.json', disclosureSchema)
  for (const doc of d.documents) out.set(d.folder + doc.file, doc.label)
  return out
}

function main() {
  let images = 0
  let pdfs = 0
  wantedImages().forEach((img, i) => {
    if (hasImage(img.folder, img.name)) return
    if (writeIfMissing(path.join(PUBLIC, 'images', img.folder, `${img.name}.svg`), placeholderSvg(img.caption, i))) images++
  })
  for (const [href, title] of wantedPdfs()) {
    if (writeIfMissing(path.join(PUBLIC, href), placeholderPdf(title))) pdfs++
  }
  console.log(`placeholders written: ${images} images, ${pdfs} PDFs (existing files kept)`)
}

main()
