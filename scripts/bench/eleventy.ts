// The Eleventy baseline of `npm run bench scale`: the same album pages built by Eleventy 3 in the
// same run, to compare the marginal cost of an album page with a minimal static-site generator.
// Eleventy renders each album of the same synthetic snapshot with a JavaScript template: the site's
// shell (taken from one of our built album pages, as an Eleventy layout would hold it as static
// markup) around the album's header, facts and photo grid, whose photos carry the same markup as
// ours in image-CDN mode (the scale bench's mode): a lightbox link and an <img> with the CDN's URLs
// at each width, written by string concatenation from the photo's size (scripts/bench/scalePhotos.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { cpuSecondsOf, setAside } from './measure.ts'
import { PHOTO_SIZE, isPortrait } from './scalePhotos.ts'

/** Eleventy's project: the snapshot's albums as global data, one template paginated over them. */
export function writeEleventyProject(dir: string, dataDir: string, ourAlbumPage: string, apiBase: string): void {
  // Eleventy's run is timed too: its earlier pages are moved aside, not deleted (measure.ts setAside).
  setAside(dir)
  fs.mkdirSync(path.join(dir, 'src', '_data'), { recursive: true })
  fs.copyFileSync(path.join(dataDir, 'gallery.json'), path.join(dir, 'src', '_data', 'gallery.json'))
  const start = ourAlbumPage.indexOf('<div id="page-root">')
  const end = ourAlbumPage.indexOf('</main>')
  if (start < 0 || end < 0) throw new Error('eleventy baseline: no page root in the album page')
  const shell = { before: ourAlbumPage.slice(0, start), after: ourAlbumPage.slice(end), apiBase, size: PHOTO_SIZE }
  fs.writeFileSync(path.join(dir, 'src', 'shell.json'), JSON.stringify(shell))
  fs.writeFileSync(
    path.join(dir, 'src', 'album.11ty.js'),
    `import fs from 'node:fs'
import { escapeUTF8 } from 'entities'
const shell = JSON.parse(fs.readFileSync(new URL('./shell.json', import.meta.url), 'utf8'))
const esc = (s) => escapeUTF8(String(s))
const isPortrait = ${isPortrait.toString()}
const cdn = (a, w) => '/cdn-cgi/image/width=' + w + ',quality=70,fit=scale-down,f=auto/' + shell.apiBase + '/api/image/' + a
export const data = { pagination: { data: 'gallery', size: 1, alias: 'album' }, permalink: (d) => '/SubGallery/' + d.album._id + '/index.html' }
export function render({ album }) {
  const n = album.attachments.length
  const items = album.attachments.map((a, i) => {
    const alt = esc(album.title + ': photo ' + (i + 1) + ' of ' + n)
    const [w, h, widths] = isPortrait(a) ? [shell.size.height, shell.size.width, [400, 800, 1536]] : [shell.size.width, shell.size.height, [400, 800, 1600]]
    const srcset = esc(widths.map((x) => cdn(a, x) + ' ' + x + 'w').join(', '))
    const large = widths[widths.length - 1]
    return '<li><a href="' + esc(cdn(a, large)) + '" data-lightbox-item="true" data-caption="' + alt + '" data-pswp-width="' + large + '" data-pswp-height="' + Math.round((large * h) / w) + '" data-pswp-srcset="' + srcset + '"><img src="' + esc(cdn(a, 800)) + '" srcSet="' + srcset + '" sizes="(min-width: 1200px) 280px, (min-width: 640px) 30vw, 46vw" alt="' + alt + '" width="' + w + '" height="' + h + '" decoding="async" loading="' + (i < 2 ? 'eager' : 'lazy') + '"/></a></li>'
  })
  const day = album.date.slice(0, 10)
  return shell.before.replace(/<title>[^<]*<\\/title>/, '<title>' + esc(album.title) + '</title>') + '<div id="page-root"><article class="album"><header class="page-header"><h1>' + esc(album.title) + '</h1></header><dl class="album__facts"><div><dt>Event Date:</dt> <dd><time dateTime="' + day + '">' + day + '</time></dd></div><div><dt>Updated On:</dt> <dd><time dateTime="' + day + '">' + day + '</time></dd></div><div><dt>Total Photos:</dt> <dd>' + n + '</dd></div></dl><p class="album__description">' + esc(album.description) + '</p><ul class="photo-grid" data-lightbox="true" data-island="lightbox">' + items.join('') + '</ul></article></div>' + shell.after
}
`,
  )
}

export interface EleventyRun {
  wallSeconds: number
  peakRssMb: number
  /** User + system seconds (/usr/bin/time). */
  cpuSeconds: number
  pages: number
}

/** Runs Eleventy's own command on the project (a fresh process, as our build is), timed. */
export function timedEleventy(dir: string): EleventyRun {
  const bin = path.resolve('node_modules/@11ty/eleventy/cmd.cjs')
  const started = process.hrtime.bigint()
  const res = spawnSync('/usr/bin/time', ['-v', process.execPath, bin, '--input=src', '--output=_site', '--quiet'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9
  if (res.status !== 0) throw new Error(`eleventy failed (${res.status}):\n${res.stderr.slice(-3000)}`)
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(res.stderr)?.[1] ?? NaN)
  const pages = fs.existsSync(path.join(dir, '_site', 'SubGallery')) ? fs.readdirSync(path.join(dir, '_site', 'SubGallery')).length : 0
  return { wallSeconds, peakRssMb: rssKb / 1024, cpuSeconds: cpuSecondsOf(res.stderr), pages }
}
