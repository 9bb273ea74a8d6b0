// Whether the refresh may merge its own data pull request without a review (docs/operations.md
// "Auto-merge of data pull requests"): pure, over what scripts/ci/automerge.ts read from GitHub. The
// proof that the data passes is the data lane the same refresh run ran on that very commit (its
// `lane` job, which the merge job needs); so the pull request's own CI and preview, started by the
// same push, need not have finished, but none of them may have failed. It merges only a pull request
// that is still the one the lane tested, whose every changed file is snapshot data
// (scripts/ci/snapshotChange.ts: the one rule) read in full. Anything else is left for a person,
// with each reason.
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
  /** The head commit's check runs: the pull request's own CI and preview build, often still running. */
  checkRuns: CheckRun[]
  /** The head commit's statuses (deploy/preview): each context's latest state. */
  statuses: CommitStatus[]
}

export interface CommitStatus {
  context: string
  /** success, pending, failure or error. */
  state: string
}

export interface MergeDecision {
  merge: boolean
  reasons: string[]
}

const PASSED = new Set(['success', 'skipped', 'neutral'])
const FAILED_STATUS = new Set(['failure', 'error'])
/** A check run's states before it completes: one of these holds nothing up. */
const RUNNING = new Set(['queued', 'in_progress', 'waiting', 'requested', 'pending'])
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

/** A check or status that finished and did not pass; one still running holds nothing up. */
function checkReasons(f: MergeFacts): string[] {
  const out: string[] = []
  for (const c of f.checkRuns)
    if (c.status === 'completed' ? !PASSED.has(c.conclusion ?? '') : !RUNNING.has(c.status))
      out.push(`the check ${JSON.stringify(c.name)} is ${c.status === 'completed' ? c.conclusion : c.status}`)
  for (const s of f.statuses) if (FAILED_STATUS.has(s.state)) out.push(`the status ${JSON.stringify(s.context)} is ${s.state}`)
  return out
}

export function decideMerge(f: MergeFacts): MergeDecision {
  const reasons = [...pullReasons(f), ...fileReasons(f), ...checkReasons(f)]
  return { merge: reasons.length === 0, reasons }
}
