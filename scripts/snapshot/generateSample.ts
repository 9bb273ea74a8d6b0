// Writes the embedded sample snapshot (data/api/*.json) in exactly the format `npm run sync` writes, and a small
// placeholder image under public/api-image/ for every image path it references. Deterministic: a fixed seed,
// fixed dates, no clock. Run: node --import tsx scripts/snapshot/generateSample.ts
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import { escapeXml } from '#lib/feeds/atom.ts'
import { serialise, sortRecords } from '../sync/normalise.ts'
import type { SnapshotRecord } from '../sync/types.ts'
import { seededRandom } from '../lib/seededRandom.ts'
import {
  ALBUMS,
  EVENTS,
  EVENT_TIMES,
  FIRST_NAMES,
  HIGHLIGHTS,
  NEWS,
  SOCIAL,
  STREAMS,
  SURNAMES,
  TESTIMONIALS,
  VENUES,
  VIDEOS,
} from './sampleCopy.ts'

const DATA_DIR = path.resolve('data/api')
const IMAGE_DIR = path.resolve('public/api-image')
const YEARS = [2024, 2025, 2026]
/** The day the sample was made: news is never dated after it (events may be, as upcoming ones). */
const MADE_ON = '2026-11-22'

// Seeded, so every run writes the same bytes.
const rand = seededRandom(20261122)
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1))
const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!
/** A Mongo-style 24-hex id, as the provider's records carry. */
const objectId = () => Array.from({ length: 24 }, () => '0123456789abcdef'[Math.floor(rand() * 16)]).join('')
const pad = (n: number) => String(n).padStart(2, '0')
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Images to draw: path -> [title, caption, width, height]. */
const images = new Map<string, [string, string, number, number]>()
function image(p: string, title: string, caption: string, w = 800, h = 600): string {
  images.set(p, [title, caption, w, h])
  return p
}

function news() {
  return YEARS.flatMap((y) =>
    NEWS.filter(([m, d]) => `${y}-${pad(m)}-${pad(d)}` <= MADE_ON).map(([m, d, school, t, description], i) => {
      const title = t.replace('{y}', String(y)).replace('{y1}', String(y + 1))
      const slug = `${y}-${slugify(title)}`.slice(0, 60)
      // Dates arrive in the provider's mixed formats; the schema normalises them.
      const date = i % 3 === 0 ? `${pad(d)}-${pad(m)}-${y}` : `${y}-${pad(m)}-${pad(d)}`
      const attachments = i % 2 === 0 ? [image(`news/${slug}.jpg`, title, 'Sample news photo')] : []
      return { _id: objectId(), title, description, school, date, attachments, url: i % 5 === 0 ? 'https://example.org/sample-notice' : '' }
    }),
  )
}

function events() {
  return YEARS.flatMap((y) =>
    EVENTS.map(([m, d, school, t, description]) => {
      const title = t.replace('{y}', String(y))
      const slug = `${y}-${slugify(title)}`.slice(0, 60)
      return {
        _id: objectId(),
        title,
        description,
        school,
        date: `${y}-${pad(m)}-${pad(d)}`,
        time: pick(EVENT_TIMES),
        venue: pick(VENUES),
        images: [image(`events/${slug}.jpg`, title, 'Sample event photo')],
        attachments: [],
      }
    }),
  )
}

function gallery() {
  return ALBUMS.map((a) => {
    const count = int(3, 15)
    const attachments = Array.from({ length: count }, (_, i) =>
      image(`gallery/${a.slug}/photo-${pad(i + 1)}.jpg`, a.title, `Sample photo ${i + 1}`),
    )
    return { _id: objectId(), ...a, slug: undefined, attachments }
  })
}

function toppers() {
  return ['2023-2024', '2024-2025', '2025-2026'].flatMap((session) =>
    (['X', 'XII'] as const).flatMap((cls) =>
      Array.from({ length: 4 }, (_, i) => {
        const name = `${pick(FIRST_NAMES)} ${pick(SURNAMES)}`
        const marks = (99.4 - i * 0.8 - rand() * 0.6).toFixed(1)
        const photo = image(`toppers/${session}/${cls.toLowerCase()}-${i + 1}.jpg`, name, `Class ${cls}, ${session}`, 480, 600)
        return {
          _id: objectId(),
          name,
          class: cls,
          sessionYear: session,
          stream: cls === 'XII' ? STREAMS[i % 3]! : '',
          division: `${marks}%`,
          attachments: [photo],
        }
      }),
    ),
  )
}

function small(): Record<string, unknown[]> {
  return {
    testimonials: TESTIMONIALS.map(([title, designation, description], i) => ({
      _id: objectId(),
      title,
      designation,
      description,
      attachments: [image(`testimonials/person-${i + 1}.jpg`, title, designation, 480, 480)],
    })),
    videos: VIDEOS.map(([school, date, title]) => ({
      _id: objectId(),
      school,
      date,
      title,
      videoUrl: `https://videos.example.org/watch?v=sample-${slugify(title)}`,
      attachments: [image(`videos/${slugify(title)}.jpg`, title, 'Sample video thumbnail', 640, 360)],
    })),
    highlight: HIGHLIGHTS.map(([school, fromDate, title]) => ({
      _id: objectId(),
      school,
      title,
      description: '',
      fromDate,
      url: '',
      attachments: [],
    })),
    media: SOCIAL.map(([category, title]) => ({
      _id: objectId(),
      category,
      title,
      url: `https://social.example.org/ncsr-sample/${slugify(title)}`,
      attachments: [image(`social/${slugify(title)}.jpg`, title, category.replace('Social', ''), 600, 600)],
    })),
    notifications: [
      {
        _id: objectId(),
        title: 'Winter break',
        desc: 'The school is closed from 24 December 2026 to 1 January 2027. Classes resume on 2 January. (Sample notice.)',
        image: [image('notifications/winter-break-2026.jpg', 'Winter break', 'Sample notice')],
        attachments: [],
        url: '',
        urlTitle: '',
        date: '2026-11-20',
      },
      {
        _id: objectId(),
        title: 'Class XI admissions 2026-27',
        desc: 'Applications for class XI are open until 15 December 2026. (Sample notice.)',
        image: [],
        attachments: [],
        url: 'https://example.org/sample-admissions',
        urlTitle: 'Read the admission procedure',
        date: '2026-11-02',
      },
    ],
    onlineRegistration: [
      {
        _id: objectId(),
        title: 'Nursery online registration 2026-27',
        attachments: [
          image(
            'banners/nursery-registration-2026-27.jpg',
            'Nursery online registration 2026-27',
            '1 to 5 December 2025 (sample)',
            1200,
            400,
          ),
        ],
      },
    ],
  }
}

/** Same steps as sync: the endpoint's schema, then sorted, then 2-space JSON with a trailing newline. */
function snapshot(name: EndpointName, input: unknown[]): SnapshotRecord[] {
  return sortRecords(input.map((r) => endpoints[name].schema.parse(r) as SnapshotRecord))
}

async function writeSnapshots() {
  const allNews = snapshot('newsAll', news())
  const allEvents = snapshot('eventsAll', events())
  const lists: Record<EndpointName, SnapshotRecord[]> = {
    newsAll: allNews,
    // The home endpoints serve the latest items; the same records as the /All lists.
    news: allNews.slice(0, 15),
    eventsAll: allEvents,
    events: allEvents.filter((e) => String(e.date) >= '2026-01-01'),
    gallery: snapshot('gallery', gallery()),
    toppers: snapshot('toppers', toppers()),
    ...(Object.fromEntries(Object.entries(small()).map(([k, v]) => [k, snapshot(k as EndpointName, v)])) as Record<
      string,
      SnapshotRecord[]
    >),
  } as Record<EndpointName, SnapshotRecord[]>
  await fs.mkdir(DATA_DIR, { recursive: true })
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    await fs.writeFile(path.join(DATA_DIR, endpoints[name].file), serialise(lists[name] ?? []))
  }
}

const COLOURS = ['#dbe9f6', '#f6e3d9', '#e2f1e4', '#f3e7f5', '#f7f1d8', '#dff2f2', '#ece6dc', '#e6e9f8']

function svg(title: string, caption: string, w: number, h: number, colour: string): string {
  const size = Math.round(Math.min(w, h) / 14)
  const short = title.length > 38 ? title.slice(0, 36) + '…' : title
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<rect width="100%" height="100%" fill="${colour}"/>
<circle cx="${w * 0.82}" cy="${h * 0.22}" r="${Math.min(w, h) * 0.12}" fill="#ffffff" fill-opacity="0.5"/>
<path d="M0 ${h * 0.8} L${w * 0.3} ${h * 0.55} L${w * 0.55} ${h * 0.75} L${w * 0.75} ${h * 0.6} L${w} ${h * 0.82} L${w} ${h} L0 ${h} Z" fill="#ffffff" fill-opacity="0.45"/>
<text x="50%" y="45%" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" fill="#33415c">${escapeXml(short)}</text>
<text x="50%" y="${45 + (100 * (1.6 * size)) / h}%" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(size * 0.7)}" fill="#4a5670">${escapeXml(caption)}</text>
</svg>`
}

async function writeImages() {
  await fs.rm(IMAGE_DIR, { recursive: true, force: true })
  let i = 0
  for (const [p, [title, caption, w, h]] of [...images].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const file = path.join(IMAGE_DIR, p)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await sharp(Buffer.from(svg(title, caption, w, h, COLOURS[i++ % COLOURS.length]!)))
      .jpeg({ quality: 60, mozjpeg: true })
      .toFile(file)
  }
  return images.size
}

await writeSnapshots()
const count = await writeImages()
console.log(`Wrote ${Object.keys(endpoints).length} snapshot files to ${DATA_DIR} and ${count} placeholder images to ${IMAGE_DIR}`)
