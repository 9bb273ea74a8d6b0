// Spec §7 + docs/contract.md ("no broken image" without MEDIA_BASE): small generated SVG pages that
// stand in for the media host's scans. Written by the Vite plugin below into the client output
// (dist/client/magazine-pages/{book}/{n}.svg) and served on the fly by `vike dev`; none is committed.
import { escapeUTF8 } from 'entities'
import type { Plugin } from 'vite'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadMagazines, loadNewsletters } from '#lib/magazine/load.ts'
import { PAGE_HEIGHT, PAGE_WIDTH, PLACEHOLDER_DIR } from '#lib/magazine/pages.ts'

/** The text a placeholder page reads: 'Volume 3, 2010-11 — page 12 (sample page)'. */
export function placeholderText(label: string, n: number): string {
  return `${label} — page ${n} (sample page)`
}

/** One placeholder page, about 700 bytes: a white page with the book's label and the page number. */
export function placeholderSvg(label: string, n: number, pageCount: number): string {
  const cover = n === 1
  const fill = cover ? '#1d3a6e' : '#ffffff'
  const ink = cover ? '#ffffff' : '#1f2430'
  // Long labels ('Golden Jubilee souvenir, 1963-2013') get smaller type so they fit the page.
  const labelSize = Math.min(cover ? 40 : 26, Math.floor(1000 / Math.max(label.length, 1)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" role="img">
<title>${escapeUTF8(placeholderText(label, n))}</title>
<rect width="100%" height="100%" fill="${fill}"/>
<rect x="24" y="24" width="${PAGE_WIDTH - 48}" height="${PAGE_HEIGHT - 48}" fill="none" stroke="${cover ? '#c9a227' : '#d0d4dc'}" stroke-width="4"/>
<g font-family="Georgia, serif" fill="${ink}" text-anchor="middle">
<text x="300" y="${cover ? 300 : 120}" font-size="${labelSize}">${escapeUTF8(label)}</text>
<text x="300" y="${cover ? 380 : 420}" font-size="${cover ? 30 : 96}">${cover ? 'Cover' : n}</text>
<text x="300" y="${cover ? 440 : 480}" font-size="22">page ${n} of ${pageCount}</text>
<text x="300" y="730" font-size="20" font-style="italic">(sample page)</text>
</g>
</svg>
`
}

export interface PlaceholderFile {
  /** Path inside the client output, e.g. 'magazine-pages/8/12.svg'. */
  fileName: string
  source: string
}

/** Every placeholder page of every reader edition and newsletter (about 1,300 files, ~1 MB). */
export function placeholderFiles(): PlaceholderFile[] {
  const books = [
    ...loadMagazines().editions.map((e) => ({ key: String(e.id), label: e.label, count: e.pages.length })),
    ...loadNewsletters().map((n) => ({ key: n.key, label: n.label, count: n.pages.length })),
  ]
  return books.flatMap((b) =>
    Array.from({ length: b.count }, (_, i) => ({
      fileName: `${PLACEHOLDER_DIR}/${b.key}/${i + 1}.svg`,
      source: placeholderSvg(b.label, i + 1, b.count),
    })),
  )
}

/**
 * Vite plugin: when MEDIA_BASE is unset, emits the placeholder pages into the client build
 * (so `vike build` alone gives a site with no broken image) and serves them in dev.
 * Registered in vite.config.ts.
 */
export function magazinePlaceholders(): Plugin {
  return {
    name: 'ncsr:magazine-placeholders',
    apply: () => !readBuildEnv().mediaBase,
    generateBundle() {
      // Only the browser build writes to dist/client; the server build must not get copies.
      if (this.environment?.name !== 'client') return
      for (const f of placeholderFiles()) this.emitFile({ type: 'asset', fileName: f.fileName, source: f.source })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const m = new RegExp(`^/${PLACEHOLDER_DIR}/([^/]+)/(\\d+)\\.svg$`).exec((req.url ?? '').split('?')[0]!)
        if (!m) return next()
        const file = placeholderFiles().find((f) => f.fileName === `${PLACEHOLDER_DIR}/${decodeURIComponent(m[1]!)}/${m[2]}.svg`)
        if (!file) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(file.source)
      })
    },
  }
}
