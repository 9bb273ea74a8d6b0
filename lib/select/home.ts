// Spec §2 "Home (/)" and §4 "Lists" / "Home toppers": what each block of the home page shows.
import type { SocialCategory, SocialItem } from '../schema/socialItem.ts'
import type { Topper } from '../schema/topper.ts'
import { initialTopperSession, sessionEnding, sortByMarks } from './toppers.ts'
import { newestFirst } from './listFilters.ts'

export interface HomeToppers<T> {
  /** The session shown, e.g. '2025-2026'. */
  session: string
  /** That session's toppers of the class, highest marks first; empty means placeholders. */
  toppers: T[]
}

/**
 * Home toppers (spec §4): entries of session (Y-1)-Y; if none, (Y-2)-(Y-1). Highest marks first.
 * Y is the current year (the build's in the HTML, the visitor's after hydration).
 */
export function homeToppers<T extends Pick<Topper, 'class' | 'sessionYear' | 'marks' | 'name'>>(
  toppers: readonly T[],
  cls: Topper['class'],
  year: number,
): HomeToppers<T> {
  const session = initialTopperSession(toppers as unknown as Topper[], cls, year)
  return { session, toppers: sortByMarks(toppers.filter((t) => t.class === cls && t.sessionYear === session)) }
}

/**
 * The toppers the hydrated home page needs to redo the session choice for a visitor whose year is
 * the build's year or the next one (a site not rebuilt over New Year): sessions ending Y-1, Y, Y+1.
 */
export function topperCandidates<T extends Pick<Topper, 'sessionYear'>>(toppers: readonly T[], buildYear: number): T[] {
  const keep = new Set([sessionEnding(buildYear - 1), sessionEnding(buildYear), sessionEnding(buildYear + 1)])
  return toppers.filter((t) => keep.has(t.sessionYear))
}

const SOCIAL_ORDER: readonly SocialCategory[] = ['YoutubeSocial', 'InstagramSocial', 'FacebookSocial']

/** Rotating social slides: video site, photo site, then social network; newest first within each. */
export function socialSlides(items: readonly SocialItem[]): (SocialItem & { category: SocialCategory })[] {
  // Items of another category (kept by sync: the spec leaves media open) are not slides.
  return SOCIAL_ORDER.flatMap((c) => newestFirst(items.filter((i): i is SocialItem & { category: SocialCategory } => i.category === c)))
}

/** Human name of a social category, for slide labels and link text. */
export const SOCIAL_SITE: Record<SocialCategory, string> = {
  YoutubeSocial: 'YouTube',
  InstagramSocial: 'Instagram',
  FacebookSocial: 'Facebook',
}
