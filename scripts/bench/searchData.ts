// Ten years of a school's news, events and albums as search entries, seeded, for `npm run bench
// search`: titles and descriptions of the length the real index holds (descriptions cut at 160
// characters by the post-build step), dates spread over the years, and every year's
// "Annual Sports Day {year}" album as a known target.
import { shorten } from '../postbuild/html.ts'
import type { SearchEntry, SearchKind } from '#lib/search/search.ts'
import { seededRandom } from '../lib/seededRandom.ts'

const WORDS = (
  'annual sports day science exhibition art music drama yoga library nature heritage festival quiz debate robotics ' +
  'garden choir assembly parents meeting investiture ceremony independence republic teachers children christmas ' +
  'carols diwali holi celebration inter school competition workshop visit excursion trip football basketball ' +
  'athletics winners prize distribution graduation kindergarten senior junior class students house captain march ' +
  'past pledge award olympiad mathematics english hindi computer lab project model exhibition painting dance ' +
  'theatre band orchestra camp scouts guides nss eco club plantation drive cleanliness campaign health checkup ' +
  'dental eye blood donation alumni meet reunion farewell welcome orientation counselling career guidance board ' +
  'results toppers merit scholarship trophy district state national zonal chess badminton table tennis swimming ' +
  'kabaddi kho relay race marathon fun fair bake sale charity orphanage visit old age home flood relief donation ' +
  'library week reading book fair story telling poetry recitation essay writing elocution spelling bee'
).split(' ')

const KINDS: SearchKind[] = ['News', 'Event', 'Album']

/** `count` entries over `years` years ending with `lastYear`, about as many per year. */
export function syntheticSearchEntries(count: number, { years = 10, lastYear = 2026, seed = 16 } = {}): SearchEntry[] {
  const rnd = seededRandom(seed)
  const pick = () => WORDS[Math.floor(rnd() * WORDS.length)]!
  const words = (n: number) => Array.from({ length: n }, pick).join(' ')
  const title = (n: number) => words(n).replace(/\b\w/g, (c) => c.toUpperCase())
  const two = (n: number) => String(n).padStart(2, '0')
  return Array.from({ length: count }, (_, i) => {
    const year = lastYear - years + 1 + Math.floor((i * years) / count)
    const kind = KINDS[i % KINDS.length]!
    const date = `${two(1 + Math.floor(rnd() * 28))}-${two(1 + Math.floor(rnd() * 12))}-${year}`
    const id = `bench-${kind.toLowerCase()}-${String(i + 1).padStart(5, '0')}`
    const known = i % Math.floor(count / years) === 0
    return {
      kind: known ? 'Album' : kind,
      title: known ? `Annual Sports Day ${year}` : title(3 + Math.floor(rnd() * 5)),
      url: kind === 'Album' || known ? `/SubGallery/${id}/` : kind === 'News' ? `/news/${id}/` : `/events/${id}/`,
      text: shorten(words(Math.floor(rnd() * 30))),
      date,
    }
  })
}
