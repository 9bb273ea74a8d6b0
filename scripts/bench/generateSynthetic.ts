// The scale bench's snapshots (docs/performance.md "Build scale"): seeded, synthetic (N albums of 20
// photos, 5,000 news items), in exactly the format sync writes.
import fs from 'node:fs'
import path from 'node:path'
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import { seededRandom } from '../lib/seededRandom.ts'

const WORDS = 'Annual Sports Science Art Music Drama Yoga Library Nature Heritage Festival Quiz Debate Robotics Garden Choir'.split(' ')
const CATEGORIES = ['PhotoGallery', 'SocialResponsibility', 'Sports', 'CurricularActivities', 'ClassRoomActivities'] as const

export interface SyntheticOptions {
  albums: number
  photosPerAlbum?: number
  news?: number
  seed?: number
}

/** Writes one JSON file per endpoint into dir, sorted as sync writes them (oldest first). */
export function writeSyntheticSnapshot(dir: string, opts: SyntheticOptions): void {
  const rnd = seededRandom(opts.seed ?? 42)
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!
  const day = () => {
    const t = Date.UTC(2024, 0, 1) + Math.floor(rnd() * 3 * 365) * 86_400_000 - 19_800_000
    return new Date(t).toISOString()
  }
  const photos = opts.photosPerAlbum ?? 20
  const gallery = Array.from({ length: opts.albums }, (_, i) => {
    const title = `${pick(WORDS)} ${pick(WORDS)} ${i + 1}`
    return {
      _id: `bench-album-${String(i + 1).padStart(5, '0')}`,
      title,
      description: `Synthetic album ${i + 1} for the build benchmark.`,
      date: day(),
      // Most albums are senior photo galleries, as on the real site.
      category: i % 5 === 0 ? pick(CATEGORIES) : 'PhotoGallery',
      school: i % 4 === 0 ? 'Junior' : 'Senior',
      attachments: Array.from({ length: photos }, (_, p) => `bench/${i + 1}/photo-${p + 1}.jpg`),
    }
  })
  const news = Array.from({ length: opts.news ?? 5000 }, (_, i) => ({
    _id: `bench-news-${String(i + 1).padStart(5, '0')}`,
    title: `${pick(WORDS)} news item ${i + 1}`,
    description: 'Synthetic news item for the build benchmark.',
    school: pick(['Senior', 'Junior', 'Both'] as const),
    date: day(),
    attachments: [],
    url: '',
  }))
  const lists = { gallery, newsAll: news, news: news.slice(0, 20) } satisfies Partial<Record<EndpointName, { date: string; _id: string }[]>>
  fs.mkdirSync(dir, { recursive: true })
  for (const [name, records] of Object.entries(lists) as [EndpointName, { date: string; _id: string }[]][]) {
    const sorted = [...records].sort((a, b) => a.date.localeCompare(b.date) || a._id.localeCompare(b._id))
    fs.writeFileSync(path.join(dir, endpoints[name].file), JSON.stringify(sorted, null, 2) + '\n')
  }
}
