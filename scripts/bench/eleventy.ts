// The Eleventy baseline of `npm run bench scale`: the same album pages built by Eleventy 3 in the
// same run, to compare the marginal cost of an album page with a minimal static-site generator.
// Eleventy renders each album of the same synthetic snapshot with a JavaScript template: the site's
// shell (taken from one of our built album pages, as an Eleventy layout would hold it as static
// markup) around the album's header, facts and photo grid. The pages are the same size as ours.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { cpuSecondsOf, setAside } from './measure.ts'

/** Eleventy's project: the snapshot's albums as global data, one template paginated over them. */
export function writeEleventyProject(dir: string, dataDir: string, ourAlbumPage: string): void {
  // Eleventy's run is timed too: its earlier pages are moved aside, not deleted (measure.ts setAside).
  setAside(dir)
  fs.mkdirSync(path.join(dir, 'src', '_data'), { recursive: true })
  fs.copyFileSync(path.join(dataDir, 'gallery.json'), path.join(dir, 'src', '_data', 'gallery.json'))
  const start = ourAlbumPage.indexOf('<div id="page-root">')
  const end = ourAlbumPage.indexOf('</main>')
  if (start < 0 || end < 0) throw new Error('eleventy baseline: no page root in the album page')
  const shell = { before: ourAlbumPage.slice(0, start), after: ourAlbumPage.slice(end) }
  fs.writeFileSync(path.join(dir, 'src', 'shell.json'), JSON.stringify(shell))
  fs.writeFileSync(
    path.join(dir, 'src', 'album.11ty.js'),
    `import fs from 'node:fs'
const shell = JSON.parse(fs.readFileSync(new URL('./shell.json', import.meta.url), 'utf8'))
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c])
export const data = { pagination: { data: 'gallery', size: 1, alias: 'album' }, permalink: (d) => '/SubGallery/' + d.album._id + '/index.html' }
export function render({ album }) {
  const n = album.attachments.length
  const items = album.attachments.map((a, i) => {
    const alt = esc(album.title + ': photo ' + (i + 1) + ' of ' + n)
    return '<li><a href="/api-image/' + esc(a) + '" data-lightbox-item="true" data-caption="' + alt + '"><img src="/img/' + esc(a) + '/400.webp" srcset="/img/' + esc(a) + '/400.webp 400w, /img/' + esc(a) + '/800.webp 800w" sizes="(min-width: 60rem) 18rem, 45vw" width="400" height="300" alt="' + alt + '" loading="lazy" decoding="async"></a></li>'
  })
  const day = album.date.slice(0, 10)
  return shell.before.replace(/<title>[^<]*<\\/title>/, '<title>' + esc(album.title) + '</title>') + '<div id="page-root"><article class="album"><header class="page-header"><h1>' + esc(album.title) + '</h1></header><dl class="album__facts"><div><dt>Event Date:</dt> <dd><time dateTime="' + day + '">' + day + '</time></dd></div><div><dt>Total Photos:</dt> <dd>' + n + '</dd></div></dl><p class="album__description">' + esc(album.description) + '</p><ul class="photo-grid" data-lightbox="true">' + items.join('') + '</ul></article></div>' + shell.after
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
