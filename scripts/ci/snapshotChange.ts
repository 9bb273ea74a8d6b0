// Which changes are API snapshot data and nothing else: the one rule behind the data auto-merge
// (docs/operations.md "The hourly data pull request") and the data lane (docs/operations.md
// "The data lane"). A change passes only when every file is an added or modified regular file
// whose path is a snapshot that lib/endpoints.ts lists. Anything else (a rename, a deletion, a link,
// an executable bit, another name, more files than there are snapshots) is code until a person
// says otherwise.
import { SNAPSHOT_FILES } from '../../lib/snapshotFiles.ts'

/** The snapshot files a data-only change may touch, as repository paths. */
export const SNAPSHOT_PATHS: ReadonlySet<string> = new Set(Object.values(SNAPSHOT_FILES).map((file) => `data/api/${file}`))

/** A regular, non-executable file in git's tree. */
const REGULAR_FILE = '100644'

export interface ChangedFile {
  path: string
  /** git's letter (A, M, D, R, C, T, U, X) or GitHub's word (added, modified, removed, renamed, copied, changed, unchanged). */
  status: string
  /** The path before a rename or copy, when the source reports one. */
  previousPath?: string
  /** git mode after the change (e.g. 100644; 120000 is a link, 100755 executable), when known. */
  mode?: string
  /** git mode before the change, when known. */
  oldMode?: string
}

const ADDED_OR_MODIFIED = new Set(['A', 'M', 'added', 'modified'])

/** Why one file is not a plain snapshot change; undefined when it is one. */
function whyNotSnapshot(file: ChangedFile): string | undefined {
  const name = JSON.stringify(file.path)
  if (file.previousPath !== undefined && file.previousPath !== file.path)
    return `${name} was ${JSON.stringify(file.previousPath)} (${file.status})`
  if (!ADDED_OR_MODIFIED.has(file.status)) return `${name} is ${file.status}, not added or modified`
  if (!SNAPSHOT_PATHS.has(file.path)) return `${name} is not a snapshot file of lib/endpoints.ts`
  if (file.mode !== undefined && file.mode !== REGULAR_FILE) return `${name} has mode ${file.mode}, not a regular file`
  if (file.oldMode !== undefined && file.oldMode !== REGULAR_FILE && file.oldMode !== '000000')
    return `${name} had mode ${file.oldMode}, not a regular file`
  return undefined
}

/**
 * Every reason the change is not snapshot data alone, one line each; an empty list means it is.
 * `declaredCount`, when given, is the number of changed files the source says there are (a pull
 * request's `changed_files`): a list shorter than that was cut, and a cut list proves nothing.
 */
export function whyNotSnapshotOnly(files: readonly ChangedFile[], declaredCount?: number): string[] {
  const reasons: string[] = []
  if (declaredCount !== undefined && declaredCount !== files.length)
    reasons.push(`${files.length} files were read but ${declaredCount} changed: the list is incomplete`)
  if (files.length > SNAPSHOT_PATHS.size)
    reasons.push(`${files.length} files changed, more than the ${SNAPSHOT_PATHS.size} snapshot files there are`)
  const seen = new Set<string>()
  for (const file of files) {
    if (seen.has(file.path)) reasons.push(`${JSON.stringify(file.path)} is listed twice`)
    seen.add(file.path)
    const why = whyNotSnapshot(file)
    if (why) reasons.push(why)
  }
  return reasons
}

/**
 * Reads `git diff --raw -z --no-renames A B` (":oldmode newmode oldsha newsha STATUS\0path\0", and two
 * paths for a rename or copy, should rename detection be on).
 */
export function parseGitRawDiff(raw: string): ChangedFile[] {
  const parts = raw.split('\0')
  const files: ChangedFile[] = []
  for (let i = 0; i < parts.length; i++) {
    const head = parts[i]
    if (!head?.startsWith(':')) continue
    const [oldMode, mode, , , status = ''] = head.slice(1).split(' ')
    const letter = status.charAt(0)
    if (letter === 'R' || letter === 'C') {
      files.push({ path: parts[i + 2] ?? '', previousPath: parts[i + 1] ?? '', status: letter, mode, oldMode })
      i += 2
    } else {
      files.push({ path: parts[i + 1] ?? '', status: letter, mode, oldMode })
      i += 1
    }
  }
  return files
}
