// Which tests a commit needs (docs/operations.md "The data lane"): the data lane when its tree differs
// from the last commit that passed everything by snapshot files alone (scripts/ci/snapshotChange.ts),
// the whole suite otherwise. "Passed everything" is the newest commit of the base branch whose Deploy
// run succeeded, as a push or a run by hand on this repository's branch, and which is an ancestor of
// the commit under test (a tag or a fork's branch named like it could name any commit); a Deploy run
// tests its commit with this same choice, so by induction the code of any such commit passed the
// whole suite. Comparing trees with that commit, not with the parent,
// is what keeps a data commit from carrying an untested code commit below it (its deploy cancelled,
// failed or still running) through the lane. Anything unknown (no such run, an API error, a shallow
// clone, a commit missing here) is the whole suite.
//
// In CI: `node scripts/ci/selectLane.ts` prints its reasons and writes `lane=data|full` and
// `base=<sha>` to $GITHUB_OUTPUT. It never fails the job: an error is a reason for the whole suite.
// The commit is the run's (GITHUB_SHA) unless LANE_HEAD names another: the refresh's lane job asks
// about the data commit it just made, and says so with LANE_EVENT=refresh (a refresh run by hand is
// not "a run by hand of the tests").
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseGitRawDiff, whyNotSnapshotOnly } from './snapshotChange.ts'

export type Lane = 'data' | 'full'

export interface LaneChoice {
  lane: Lane
  /** The commit the change was compared with, when one was found. */
  base?: string
  /** Why, one line each: the files that make it code, or what could not be found. */
  reasons: string[]
}

/** Runs git with these arguments and returns its standard output; throws when git fails. */
export type Git = (args: string[]) => string

/** Where to ask GitHub for the last commit that passed everything. */
export interface BaseLookup {
  fetch: typeof fetch
  /** https://api.github.com, or GITHUB_API_URL on GitHub Enterprise. */
  apiUrl: string
  /** owner/name */
  repo: string
  token: string
  /** The workflow whose success means "passed everything": deploy.yml. */
  workflow: string
  /** The branch it published from: the pull request's base, or the default branch. */
  branch: string
}

const SHA = /^[0-9a-f]{40}$/

/** What a Deploy run says about itself, as GitHub's runs list gives it. */
interface RunSummary {
  head_sha?: unknown
  event?: unknown
  head_branch?: unknown
  head_repository?: { full_name?: unknown } | null
}

/** The events of a Deploy run that tested the branch's own commit: a push to it, or a run by hand. */
const BASE_EVENTS = new Set(['push', 'workflow_dispatch'])

/**
 * Why a successful run is not "the last commit that passed everything", or undefined when it is: a
 * push or a run by hand of this repository's branch (never a fork's branch of the same name, a
 * pull request's or a scheduled run's), whose commit is an ancestor of the commit under test (a tag
 * or another ref named like the branch points anywhere).
 */
function whyNotBase(run: RunSummary, l: BaseLookup, isAncestor: (sha: string) => boolean): string | undefined {
  const sha = run.head_sha
  if (typeof sha !== 'string' || !SHA.test(sha)) return `a successful run names no commit (${JSON.stringify(sha)})`
  const at = sha.slice(0, 12)
  if (typeof run.event !== 'string' || !BASE_EVENTS.has(run.event))
    return `${at}: a run on ${JSON.stringify(run.event)}, not a push or a run by hand`
  const repo = run.head_repository?.full_name
  if (typeof repo !== 'string' || repo.toLowerCase() !== l.repo.toLowerCase())
    return `${at}: a run of ${JSON.stringify(repo)}, not ${l.repo}`
  if (run.head_branch !== l.branch) return `${at}: a run of ${JSON.stringify(run.head_branch)}, not ${l.branch}`
  if (!isAncestor(sha)) return `${at}: not an ancestor of the commit under test`
  return undefined
}

/**
 * The head commit of the newest successful run of the workflow that is a push or a run by hand on
 * this repository's branch and an ancestor of the commit under test, or why there is none.
 */
export async function lastPassedCommit(l: BaseLookup, isAncestor: (sha: string) => boolean): Promise<{ sha: string } | { reason: string }> {
  const query = new URLSearchParams({ branch: l.branch, status: 'success', per_page: '30', exclude_pull_requests: 'true' })
  const url = `${l.apiUrl.replace(/\/+$/, '')}/repos/${l.repo}/actions/workflows/${encodeURIComponent(l.workflow)}/runs?${query}`
  let res: Response
  try {
    res = await l.fetch(url, {
      headers: { Accept: 'application/vnd.github+json', Authorization: `Bearer ${l.token}`, 'X-GitHub-Api-Version': '2022-11-28' },
      signal: AbortSignal.timeout(20_000),
    })
  } catch (e) {
    return { reason: `GitHub's API could not be reached for the runs of ${l.workflow} (${(e as Error).message})` }
  }
  if (!res.ok) return { reason: `GitHub's API answered ${res.status} for the runs of ${l.workflow} on ${l.branch}` }
  let body: unknown
  try {
    body = await res.json()
  } catch {
    return { reason: `GitHub's API answered with something other than JSON for the runs of ${l.workflow}` }
  }
  const runs = (body as { workflow_runs?: RunSummary[] } | null)?.workflow_runs
  if (!Array.isArray(runs)) return { reason: `GitHub's answer for the runs of ${l.workflow} has no workflow_runs list` }
  if (runs.length === 0) return { reason: `no ${l.workflow} run on ${l.branch} has succeeded yet` }
  const skipped: string[] = []
  for (const run of runs) {
    const why = whyNotBase(run, l, isAncestor)
    if (!why) return { sha: run.head_sha as string }
    skipped.push(why)
  }
  return {
    reason: `none of the ${runs.length} newest successful ${l.workflow} runs is a push or a run by hand on ${l.repo}'s ${l.branch} at an ancestor of the commit under test (${skipped.slice(0, 3).join('; ')}${skipped.length > 3 ? '; …' : ''})`,
  }
}

/** Whether `sha` is an ancestor of `head` (or `head` itself) in this clone; false for a commit the clone lacks. */
export function isAncestorIn(git: Git, head: string): (sha: string) => boolean {
  return (sha) => {
    try {
      git(['merge-base', '--is-ancestor', sha, head])
      return true
    } catch {
      return false
    }
  }
}

/** The lane for `head` against `base`, a commit that passed everything, from the diff of their trees. */
export function chooseLane(git: Git, base: string, head: string): LaneChoice {
  const full = (...reasons: string[]): LaneChoice => ({ lane: 'full', base, reasons })
  try {
    if (git(['rev-parse', '--is-shallow-repository']).trim() !== 'false')
      return full('this clone is shallow: the diff from the last commit that passed everything cannot be trusted')
  } catch (e) {
    return full(`git could not read this clone (${firstLine(e)})`)
  }
  for (const [what, rev] of [
    ['the last commit that passed everything', base],
    ['the commit under test', head],
  ] as const) {
    if (!SHA.test(rev) && rev !== 'HEAD') return full(`${what} is not a commit id: ${JSON.stringify(rev)}`)
    try {
      git(['cat-file', '-e', `${rev}^{commit}`])
    } catch {
      return full(`${what}, ${rev.slice(0, 12)}, is not in this clone`)
    }
  }
  let raw: string
  try {
    raw = git(['diff', '--raw', '-z', '--no-renames', '--no-ext-diff', base, head, '--'])
  } catch (e) {
    return full(`git diff failed (${firstLine(e)})`)
  }
  const files = parseGitRawDiff(raw)
  const reasons = whyNotSnapshotOnly(files)
  if (reasons.length) return full(...reasons)
  const names = files.map((f) => f.path).join(', ')
  return {
    lane: 'data',
    base,
    reasons: [
      files.length ? `only snapshot files changed since ${base.slice(0, 12)}: ${names}` : `the tree is that of ${base.slice(0, 12)}`,
    ],
  }
}

export interface SelectOptions {
  /** GITHUB_EVENT_NAME: a run by hand (workflow_dispatch) always runs everything. */
  event: string
  head: string
  git: Git
  /** Undefined when there is no token or repository to ask with. */
  lookup: BaseLookup | undefined
}

/** The lane for this run: looks up the last commit that passed everything, then compares trees. */
export async function selectLane(o: SelectOptions): Promise<LaneChoice> {
  if (o.event === 'workflow_dispatch') return { lane: 'full', reasons: ['a run by hand runs the whole suite'] }
  if (!o.lookup) return { lane: 'full', reasons: ['no GitHub token or repository to look up the last commit that passed everything'] }
  const found = await lastPassedCommit(o.lookup, isAncestorIn(o.git, o.head))
  if ('reason' in found) return { lane: 'full', reasons: [found.reason] }
  return chooseLane(o.git, found.sha, o.head)
}

const firstLine = (e: unknown) => String((e as Error).message ?? e).split('\n')[0]

/** git in the current directory, its output as text (NULs kept for `-z`). */
export const gitHere: Git = (args) =>
  execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })

/** The lines for $GITHUB_OUTPUT and a Markdown note for the run's summary. */
export function formatChoice(c: LaneChoice): { output: string; summary: string } {
  const output = `lane=${c.lane}\nbase=${c.base ?? ''}\n`
  const title = c.lane === 'data' ? 'Data lane: the build, a link check and a look at the changed pages' : 'The whole suite'
  // Paths are quoted by snapshotChange; a backtick or newline in one cannot break out of the list.
  const summary = [`### ${title}`, '', ...c.reasons.map((r) => `- ${r.replace(/[\r\n`]/g, ' ')}`), ''].join('\n')
  return { output, summary }
}

async function main() {
  const env = process.env
  const token = env.GITHUB_TOKEN || env.GH_TOKEN || ''
  const repo = env.GITHUB_REPOSITORY || ''
  const branch = env.LANE_BRANCH || ''
  const choice = await selectLane({
    event: env.LANE_EVENT || env.GITHUB_EVENT_NAME || '',
    head: env.LANE_HEAD || env.GITHUB_SHA || 'HEAD',
    git: gitHere,
    lookup:
      token && repo && branch
        ? { fetch, apiUrl: env.GITHUB_API_URL || 'https://api.github.com', repo, token, workflow: 'deploy.yml', branch }
        : undefined,
  }).catch((e: unknown): LaneChoice => ({ lane: 'full', reasons: [`the selection failed (${firstLine(e)})`] }))
  const { output, summary } = formatChoice(choice)
  console.log(`lane: ${choice.lane}${choice.base ? ` (compared with ${choice.base})` : ''}`)
  for (const r of choice.reasons) console.log(`  ${r}`)
  if (env.GITHUB_OUTPUT) fs.appendFileSync(env.GITHUB_OUTPUT, output)
  if (env.GITHUB_STEP_SUMMARY) fs.appendFileSync(env.GITHUB_STEP_SUMMARY, summary)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
