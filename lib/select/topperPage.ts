// Spec §2 "Topper X and Topper XII" and §4 "Topper pages": what a topper page embeds (build time; reads the snapshot).
import { readBuildEnv } from '../config/buildEnv.ts'
import { schoolYear } from '../format/date.ts'
import { loadSnapshot } from '../load/snapshot.ts'
import type { Topper } from '../schema/topper.ts'
import { topperEntry } from './entries.ts'
import { initialTopperSession, sessionsOf, sortByMarks } from './toppers.ts'

export function topperPageData(cls: Topper['class']) {
  const env = readBuildEnv()
  const all = loadSnapshot('toppers')
  const buildYear = schoolYear(env.now)
  return {
    cls,
    toppers: sortByMarks(all.filter((t) => t.class === cls)).map((t) => topperEntry(t, env.apiBase)),
    sessions: sessionsOf(all, cls),
    /** The session of the static HTML; the browser recomputes it with the visitor's year. */
    initialSession: initialTopperSession(all, cls, buildYear),
  }
}
export type TopperPageData = ReturnType<typeof topperPageData>
