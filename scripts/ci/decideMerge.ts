// Whether the data auto-merge may merge the hourly data pull request without a review
// (docs/operations.md "Auto-merge of data pull requests"): pure, over what scripts/ci/automerge.ts
// read from GitHub. It merges only a pull request that is still the one the finished run tested,
// whose every changed file is snapshot data (scripts/ci/snapshotChange.ts: the one rule) read in full,
// and whose every check and status passed. Anything else is left for a person, with each reason.
import { SNAPSHOT_PATHS, whyNotSnapshotOnly, type ChangedFile } from './snapshotChange.ts'

export interface PullFacts {
  number: number
  state: string
  draft: boolean
  headSha: string
  headRef: string
  /** owner/name of the head's repository ('' when a fork was deleted). */
  headRepo: string
  baseRef: string
  baseRepo: string
  /** GitHub's count of changed files (`changed_files`), against which the list read is checked. */
  changedFiles: number
}

export interface CheckRun {
  name: string
  /** queued, in_progress, completed… */
  status: string
  /** success, failure, neutral, skipped… or null while not completed. */
  conclusion: string | null
}

export interface MergeFacts {
  repo: string
  /** The branch the data pull request comes from (data/refresh). */
  branch: string
  /** The branch it goes into (the default branch, main). */
  baseBranch: string
  /** The commit the finished run tested: the only head that may be merged. */
  headSha: string
  pull: PullFacts
  /**
   * Every changed file read, with `mode` from git's tree at the head commit for the snapshot files
   * (undefined when the tree has no such file).
   */
  files: ChangedFile[]
  /** Why the list of files or the modes could not be read in full (over GitHub's limit, a cut tree). */
  unreadable: string[]
  checkRuns: CheckRun[]
  /** The combined state of the commit statuses (deploy/preview among them): success, pending, failure. */
  statusState: string
}

export interface MergeDecision {
  merge: boolean
  reasons: string[]
}

/** Check runs that must be on the head commit and pass: CI's tests and the preview's build. */
export const REQUIRED_CHECKS = ['test', 'build'] as const
const PASSED = new Set(['success', 'skipped', 'neutral'])
const ADDED_OR_MODIFIED = new Set(['added', 'modified', 'A', 'M'])

function pullReasons(f: MergeFacts): string[] {
  const p = f.pull
  const out: string[] = []
  if (p.state !== 'open') out.push(`#${p.number} is ${p.state}, not open`)
  if (p.draft) out.push(`#${p.number} is a draft`)
  if (p.headSha !== f.headSha) out.push(`its head is ${p.headSha.slice(0, 7)}, not ${f.headSha.slice(0, 7)}, the commit that was tested`)
  if (p.headRepo !== f.repo || p.headRef !== f.branch) out.push(`it comes from ${p.headRepo}:${p.headRef}, not ${f.repo}:${f.branch}`)
  if (p.baseRepo !== f.repo || p.baseRef !== f.baseBranch)
    out.push(`it goes into ${p.baseRepo}:${p.baseRef}, not ${f.repo}:${f.baseBranch}`)
  return out
}

function fileReasons(f: MergeFacts): string[] {
  const out = [...f.unreadable, ...whyNotSnapshotOnly(f.files, f.pull.changedFiles)]
  for (const file of f.files)
    if (SNAPSHOT_PATHS.has(file.path) && ADDED_OR_MODIFIED.has(file.status) && file.mode === undefined)
      out.push(`${JSON.stringify(file.path)} is not in git's tree at ${f.headSha.slice(0, 7)}: its mode is unknown`)
  return out
}

function checkReasons(f: MergeFacts): string[] {
  const out: string[] = []
  for (const name of REQUIRED_CHECKS)
    if (!f.checkRuns.some((c) => c.name === name)) out.push(`the check ${JSON.stringify(name)} has not run on this commit`)
  for (const c of f.checkRuns)
    if (c.status !== 'completed' || !PASSED.has(c.conclusion ?? ''))
      out.push(`the check ${JSON.stringify(c.name)} is ${c.status === 'completed' ? c.conclusion : c.status}`)
  if (f.statusState !== 'success') out.push(`the commit statuses (deploy/preview) are ${f.statusState}, not success`)
  return out
}

export function decideMerge(f: MergeFacts): MergeDecision {
  const reasons = [...pullReasons(f), ...fileReasons(f), ...checkReasons(f)]
  return { merge: reasons.length === 0, reasons }
}
