// The Eleventy baseline of `npm run bench scale` (docs/performance.md "Build scale"): the same bulk
// pages as ours, every album and every news item of the same synthetic snapshot, built by Eleventy 3
// in the same run, to compare the cost of a page with a minimal static-site generator's.
// Two JavaScript templates, one paginated over the albums and one over the news items, each write
// their page at the address ours is written to (lib/format/url.ts albumHref, lib/format/permalink.ts
// newsHref) inside our shell, taken from one of our built pages of the kind (scripts/bench/eleventyShell.ts:
// the head names each page, as ours does). The content is our markup written by string concatenation:
// an album's header, facts and photo grid, whose photos carry the image CDN's URLs at each width (the
// scale bench's mode, scripts/bench/scalePhotos.ts); a news item's header, date, text, share links
// and the link back to its listing. The synthetic items have no photo, file or link, so neither does
// the news template. One shell a kind, from a senior page: a kindergarten news item's head still names
// the senior listing's card, and a kindergarten activity album links back to the kindergarten gallery
// (a few bytes either way); every other page is the same bytes as ours. Values are escaped with `entities` wherever they go (for the synthetic titles,
// letters, digits, spaces and parentheses, the same bytes as ours in HTML and in JSON-LD alike).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { escapeUTF8 } from 'entities'
import { PATH_SAFE, permalinkId } from '#lib/format/permalink.ts'
import { SNAPSHOT_FILES } from '#lib/snapshotFiles.ts'
import { cpuSecondsOf, setAside } from './measure.ts'
import { shellOf } from './eleventyShell.ts'
import { countPages, type PageCounts } from './scalePages.ts'
import { PHOTO_SIZE, isPortrait } from './scalePhotos.ts'

interface Sample {
  _id: string
  title: string
  description: string
  date: string
  attachments: string[]
}

/** Our built pages Eleventy's shells are taken from, and the snapshot records they show. */
export interface EleventySamples {
  album: { page: string; record: Sample }
  news: { page: string; record: Sample }
}

/** The pages of our build Eleventy's shells are taken from (and whose sizes the bench compares), in the client folder. */
export const SAMPLE_PAGES = { album: 'SubGallery/bench-album-00010/index.html', news: 'news/bench-news-00010/index.html' }

/** Our sample pages from a built client folder, with their records from the snapshot in dataDir. */
export function eleventySamples(dataDir: string, clientDir: string): EleventySamples {
  const sample = (file: string, page: string) => {
    const id = path.basename(path.dirname(page))
    const record = (JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8')) as Sample[]).find((r) => r._id === id)
    if (!record) throw new Error(`eleventy baseline: no ${id} in ${file}`)
    return { page: fs.readFileSync(path.join(clientDir, page), 'utf8'), record }
  }
  return { album: sample(SNAPSHOT_FILES.gallery, SAMPLE_PAGES.album), news: sample(SNAPSHOT_FILES.newsAll, SAMPLE_PAGES.news) }
}

/** The snapshot files Eleventy reads as global data, by the data key each is read as. */
const DATA_FILES = { gallery: SNAPSHOT_FILES.gallery, newsAll: SNAPSHOT_FILES.newsAll, news: SNAPSHOT_FILES.news }

/** Copies the snapshot into Eleventy's data folder: before each of its builds, as the data job's refresh would. */
export function copySnapshot(dir: string, dataDir: string): void {
  fs.mkdirSync(path.join(dir, 'src', '_data'), { recursive: true })
  for (const [key, file] of Object.entries(DATA_FILES))
    fs.copyFileSync(path.join(dataDir, file), path.join(dir, 'src', '_data', `${key}.json`))
}

/** Eleventy's project: the snapshot as global data, one template paginated over the albums, one over the news items. */
export function writeEleventyProject(dir: string, dataDir: string, samples: EleventySamples, apiBase: string): void {
  // Eleventy's run is timed too: its earlier pages are moved aside, not deleted (measure.ts setAside).
  setAside(dir)
  copySnapshot(dir, dataDir)
  const esc = (s: string) => escapeUTF8(s)
  const { album, news } = samples
  const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)\//.exec(news.page)?.[1]
  if (!origin) throw new Error('eleventy baseline: no canonical address in the sample news page')
  const albumShell = shellOf(album.page, {
    title: esc(album.record.title),
    id: album.record._id,
    // The head preloads the two photos the page loads first (and shares the first).
    photo: esc(album.record.attachments[0] ?? ''),
    photo2: esc(album.record.attachments[1] ?? ''),
    description: esc(album.record.description),
  })
  const newsShell = shellOf(news.page, {
    title: esc(news.record.title),
    id: news.record._id,
    date: news.record.date,
    description: esc(news.record.description),
  })
  const src = (name: string, text: string) => fs.writeFileSync(path.join(dir, 'src', name), text)
  src('album-shell.json', JSON.stringify({ ...albumShell, origin, apiBase, size: PHOTO_SIZE }))
  src('news-shell.json', JSON.stringify({ ...newsShell, origin }))
  src('common.js', COMMON)
  src('album.11ty.js', ALBUM)
  src('news.11ty.js', NEWS)
}

// What both templates share: escaping, the shell's slots, the school's calendar day (Asia/Kolkata,
// UTC+05:30 all year: lib/format/date.ts) and the page folder of an id.
const COMMON = `import { escapeUTF8 } from 'entities'
export const esc = (s) => escapeUTF8(String(s))
export const fill = (parts, values) => parts.map((p) => (typeof p === 'string' ? p : values[p.slot])).join('')
export const schoolDay = (iso) => new Date(Date.parse(iso) + 19800000)
export const isoDay = (d) => d.toISOString().slice(0, 10)
const PATH_SAFE = ${PATH_SAFE.toString()}
export ${permalinkId.toString()}
const newTab = '<span class="visually-hidden"> (opens in a new tab)</span>'
// The share links of an item or album page (lib/share/shareLinks.ts), written without any script.
export function share(title, url) {
  const whatsapp = 'https://wa.me/?' + new URLSearchParams({ text: title + '\\n' + url })
  const email = 'mailto:?subject=' + encodeURIComponent(title) + '&body=' + encodeURIComponent(title + '\\n\\n' + url)
  return '<div class="share" data-island="share" data-share-title="' + esc(title) + '" data-share-url="' + esc(url) + '"><h2 class="share__heading">Share</h2><ul class="share__list"><li hidden="" data-share-native="true"><button type="button" class="share__action">Share…</button></li><li><a class="share__action" href="' + esc(whatsapp) + '" target="_blank" rel="noopener noreferrer">WhatsApp' + newTab + '</a></li><li><a class="share__action" href="' + esc(email) + '">E-mail</a></li><li hidden="" data-share-copy="true"><button type="button" class="share__action">Copy link</button></li></ul><p class="share__status" role="status" aria-live="polite"></p></div>'
}
`

const ALBUM = `import fs from 'node:fs'
import { esc, fill, isoDay, permalinkId, schoolDay, share } from './common.js'
const shell = JSON.parse(fs.readFileSync(new URL('./album-shell.json', import.meta.url), 'utf8'))
const isPortrait = ${isPortrait.toString()}
const cdn = (a, w) => '/cdn-cgi/image/width=' + w + ',quality=70,fit=scale-down,f=auto/' + shell.apiBase + '/api/image/' + a
const pad = (n) => String(n).padStart(2, '0')
export const data = { pagination: { data: 'gallery', size: 1, alias: 'album' }, permalink: (d) => '/SubGallery/' + permalinkId(d.album._id) + '/index.html' }
export function render({ album }) {
  const n = album.attachments.length
  const items = album.attachments.map((a, i) => {
    const alt = esc(album.title + ': photo ' + (i + 1) + ' of ' + n)
    const [w, h, widths] = isPortrait(a) ? [shell.size.height, shell.size.width, [400, 800, 1536]] : [shell.size.width, shell.size.height, [400, 800, 1600]]
    const srcset = esc(widths.map((x) => cdn(a, x) + ' ' + x + 'w').join(', '))
    const large = widths[widths.length - 1]
    return '<li><a href="' + esc(cdn(a, large)) + '" data-lightbox-item="true" data-caption="' + alt + '" data-pswp-width="' + large + '" data-pswp-height="' + Math.round((large * h) / w) + '" data-pswp-srcset="' + srcset + '"><img src="' + esc(cdn(a, 800)) + '" srcSet="' + srcset + '" sizes="(min-width: 1200px) 280px, (min-width: 640px) 30vw, 46vw" alt="' + alt + '" width="' + w + '" height="' + h + '" decoding="async" loading="' + (i < 2 ? 'eager' : 'lazy') + '"' + (i === 0 ? ' fetchPriority="high"' : '') + '/></a></li>'
  })
  const d = schoolDay(album.date)
  const date = '<time dateTime="' + isoDay(d) + '">' + pad(d.getUTCDate()) + '/' + pad(d.getUTCMonth() + 1) + '/' + d.getUTCFullYear() + '</time>'
  // A Junior album goes back to the kindergarten's gallery (lib/select/audience.ts galleryFor).
  const back = album.school === 'Junior' ? ['/kids-gallery', 'Kindergarten Gallery'] : ['/gallery', 'Photo Gallery']
  const url = shell.origin + '/SubGallery/' + permalinkId(album._id) + '/'
  const values = { title: esc(album.title), id: permalinkId(album._id), photo: esc(album.attachments[0] ?? ''), photo2: esc(album.attachments[1] ?? ''), description: esc(album.description) }
  return fill(shell.before, values) + '<div id="page-root"><article class="album"><header class="page-header"><h1>' + values.title + '</h1></header><dl class="album__facts"><div><dt>Event Date:</dt> <dd>' + date + '</dd></div><div><dt>Updated On:</dt> <dd>' + date + '</dd></div><div><dt>Total Photos:</dt> <dd data-testid="album-count">' + n + '</dd></div></dl><p class="album__description">' + values.description + '</p><ul class="photo-grid" data-lightbox="true" data-island="lightbox">' + items.join('') + '</ul>' + share(album.title, url) + '<p class="album__back"><a class="btn btn--secondary" href="' + back[0] + '" data-go-back="true" data-island="go-back">Go Back<span class="visually-hidden"> to <!-- -->' + back[1] + '</span></a></p></article></div>' + fill(shell.after, values)
}
`

const NEWS = `import fs from 'node:fs'
import { esc, fill, isoDay, permalinkId, schoolDay, share } from './common.js'
const shell = JSON.parse(fs.readFileSync(new URL('./news-shell.json', import.meta.url), 'utf8'))
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
// Every news item of both lists, once each by page folder, the "All" list first (lib/select/permalinks.ts).
function itemsOf(all, full) {
  const seen = new Set()
  return [...all, ...full.news].filter((n) => !seen.has(permalinkId(n._id)) && seen.add(permalinkId(n._id)))
}
export const data = { pagination: { data: 'newsAll', size: 1, alias: 'item', before: itemsOf }, permalink: (d) => '/news/' + permalinkId(d.item._id) + '/index.html' }
export function render({ item }) {
  const d = schoolDay(item.date)
  const url = shell.origin + '/news/' + permalinkId(item._id) + '/'
  // A Junior item is listed with the kindergarten's news, which shows every year at once (lib/select/audience.ts).
  const back = item.school === 'Junior' ? ['/kindergarten-news', 'kindergarten news'] : ['/news?year=' + d.getUTCFullYear(), 'news']
  const paragraphs = item.description.split(/\\n\\s*\\n|\\r?\\n/).map((p) => p.trim()).filter(Boolean)
  const values = { title: esc(item.title), id: permalinkId(item._id), date: item.date, description: esc(item.description) }
  return fill(shell.before, values) + '<div id="page-root"><article class="item-page item-page--news"><header class="page-header"><h1>' + values.title + '</h1></header><dl class="item-page__facts"><div><dt>Date:</dt> <dd><time dateTime="' + isoDay(d) + '">' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear() + '</time></dd></div></dl>' + paragraphs.map((p) => '<p>' + esc(p) + '</p>').join('') + share(item.title, url) + '<p class="item-page__back"><a class="btn btn--secondary" href="' + esc(back[0]) + '">Back to <!-- -->' + back[1] + '</a></p></article></div>' + fill(shell.after, values)
}
`

export interface EleventyRun {
  wallSeconds: number
  peakRssMb: number
  /** User + system seconds (/usr/bin/time). */
  cpuSeconds: number
  pages: PageCounts
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
  return { wallSeconds, peakRssMb: rssKb / 1024, cpuSeconds: cpuSecondsOf(res.stderr), pages: countPages(path.join(dir, '_site')) }
}
