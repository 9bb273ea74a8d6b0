// The data auto-merge, the `merge` job of .github/workflows/refresh-data.yml (docs/operations.md
// "Auto-merge of data pull requests"): reads the data pull request whose head is the commit the
// run's data lane tested, EVERY file it changes (page by page, checked against GitHub's count) and
// the git mode of each snapshot file at that commit, then merges it, the head pinned, only when
// scripts/ci/decideMerge.ts finds it is snapshot data alone and nothing on it failed. Otherwise each
// reason is a workflow notice and the pull request waits for a review. The merge commit's id goes to
// $GITHUB_OUTPUT as `merged=<sha>`: the refresh's publish job deploys only that commit.
// Everything is read with the job's GITHUB_TOKEN (READ_TOKEN: a fine-grained token cannot be given
// the Checks permission); DATA_MERGE_TOKEN (MERGE_TOKEN), the account in main's bypass list, only merges.
// It imports no package: the job runs it on Node's own type stripping, with nothing installed.
// Usage (the workflow's step):
//   READ_TOKEN=… MERGE_TOKEN=… REPO=owner/name HEAD_SHA=<40 hex> BASE_BRANCH=main node scripts/ci/automerge.ts
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { decideMerge, type CheckRun, type CommitStatus, type MergeFacts, type PullFacts } from './decideMerge.ts'
import { githubApi, GithubApiError, type Fetch, type GithubApi } from './githubApi.ts'
import { SNAPSHOT_PATHS, type ChangedFile } from './snapshotChange.ts'

/** The hourly refresh's branch (refresh-data.yml). */
export const DATA_BRANCH = 'data/refresh'
/** GitHub lists at most this many files of a pull request (GET /pulls/{n}/files): a longer change cannot be read. */
export const MAX_LISTED_FILES = 3000
const PER_PAGE = 100

export interface AutomergeOptions {
  fetch: Fetch
  /** Reads the pull request, its files, git's trees and the checks: the job's GITHUB_TOKEN. */
  readToken: string
  /** Merges: DATA_MERGE_TOKEN, whose account main's ruleset lets merge without a review. */
  mergeToken: string
  /** owner/name */
  repo: string
  /** The commit the refresh run's data lane tested. */
  headSha: string
  /** The branch the pull request must go into. */
  baseBranch: string
  apiUrl?: string
  /** One line of the workflow's log. */
  log: (line: string) => void
}

export type AutomergeOutcome =
  | { outcome: 'no-pull-request' }
  | { outcome: 'left-for-review'; number: number; reasons: string[] }
  | { outcome: 'merged'; number: number; sha: string }

interface ApiPull {
  number: number
  state: string
  draft?: boolean
  changed_files?: number
  head: { sha: string; ref: string; repo: { full_name: string } | null }
  base: { ref: string; repo: { full_name: string } }
}
interface ApiFile {
  filename: string
  status: string
  previous_filename?: string
}
interface ApiTree {
  tree: { path: string; mode: string; type: string; sha: string }[]
  truncated: boolean
}

const pullFacts = (p: ApiPull): PullFacts => ({
  number: p.number,
  state: p.state,
  draft: p.draft === true,
  headSha: p.head.sha,
  headRef: p.head.ref,
  headRepo: p.head.repo?.full_name ?? '',
  baseRef: p.base.ref,
  baseRepo: p.base.repo.full_name,
  changedFiles: p.changed_files ?? -1,
})

/** The open pull request from the data branch whose head is headSha (the one into the base branch first), or undefined. */
async function findPull(api: GithubApi, o: AutomergeOptions): Promise<ApiPull | undefined> {
  const owner = o.repo.split('/')[0]!
  const query = new URLSearchParams({ state: 'open', head: `${owner}:${DATA_BRANCH}`, per_page: String(PER_PAGE) })
  const { items } = await api.list<ApiPull>(`repos/${o.repo}/pulls?${query}`, { maxPages: 10 })
  const same = items.filter((p) => p.head.sha === o.headSha && p.head.repo?.full_name === o.repo && p.head.ref === DATA_BRANCH)
  return same.find((p) => p.base.ref === o.baseBranch) ?? same[0]
}

/** Every file of the pull request, or why they cannot all be read. */
async function readFiles(api: GithubApi, o: AutomergeOptions, pull: PullFacts): Promise<{ files: ChangedFile[]; unreadable: string[] }> {
  if (pull.changedFiles > MAX_LISTED_FILES)
    return {
      files: [],
      unreadable: [`${pull.changedFiles} files changed, more than the ${MAX_LISTED_FILES} GitHub lists: they cannot all be read`],
    }
  const { items, complete } = await api.list<ApiFile>(`repos/${o.repo}/pulls/${pull.number}/files?per_page=${PER_PAGE}`, {
    maxPages: MAX_LISTED_FILES / PER_PAGE,
  })
  const files = items.map((f): ChangedFile => ({
    path: f.filename,
    status: f.status,
    ...(f.previous_filename === undefined ? {} : { previousPath: f.previous_filename }),
  }))
  return { files, unreadable: complete ? [] : [`GitHub offered more than ${MAX_LISTED_FILES} files: the list cannot be read to its end`] }
}

/** The git mode of each file directly under data/api/ at the commit (its tree, data, then api: three small trees). */
async function snapshotModes(api: GithubApi, o: AutomergeOptions): Promise<{ modes: Map<string, string>; unreadable: string[] }> {
  const modes = new Map<string, string>()
  const commit = await api.get<{ tree: { sha: string } }>(`repos/${o.repo}/git/commits/${o.headSha}`)
  let sha = commit.tree.sha
  for (const name of ['data', 'api']) {
    const tree = await api.get<ApiTree>(`repos/${o.repo}/git/trees/${sha}`)
    const entry = tree.tree.find((e) => e.path === name && e.type === 'tree')
    if (tree.truncated) return { modes, unreadable: [`git's tree above data/api/ at ${o.headSha.slice(0, 7)} is cut: modes unknown`] }
    if (!entry) return { modes, unreadable: [] }
    sha = entry.sha
  }
  const leaves = await api.get<ApiTree>(`repos/${o.repo}/git/trees/${sha}`)
  for (const e of leaves.tree) modes.set(`data/api/${e.path}`, e.mode)
  return { modes, unreadable: leaves.truncated ? [`git's tree of data/api/ at ${o.headSha.slice(0, 7)} is cut: modes unknown`] : [] }
}

async function readChecks(api: GithubApi, o: AutomergeOptions): Promise<{ checkRuns: CheckRun[]; statuses: CommitStatus[] }> {
  const runs = await api.list<CheckRun>(`repos/${o.repo}/commits/${o.headSha}/check-runs?per_page=${PER_PAGE}`, {
    maxPages: 10,
    pick: (body) => (body as { check_runs: CheckRun[] }).check_runs,
  })
  // The combined status: each context's latest state (its `state` alone is "pending" for none at all).
  const status = await api.get<{ statuses?: CommitStatus[] }>(`repos/${o.repo}/commits/${o.headSha}/status`)
  const checkRuns = runs.items.map((c) => ({ name: c.name, status: c.status, conclusion: c.conclusion }))
  if (!runs.complete) checkRuns.push({ name: '(more than 1,000 check runs)', status: 'unread', conclusion: null })
  return { checkRuns, statuses: (status.statuses ?? []).map((s) => ({ context: s.context, state: s.state })) }
}

/** Everything decideMerge needs about the pull request with this head, or undefined when there is none. */
export async function readMergeFacts(api: GithubApi, o: AutomergeOptions): Promise<MergeFacts | undefined> {
  const found = await findPull(api, o)
  if (!found) return undefined
  const pull = pullFacts(await api.get<ApiPull>(`repos/${o.repo}/pulls/${found.number}`))
  const { files, unreadable } = await readFiles(api, o, pull)
  const needModes = files.some((f) => SNAPSHOT_PATHS.has(f.path) && f.status !== 'removed')
  const tree = needModes ? await snapshotModes(api, o) : { modes: new Map<string, string>(), unreadable: [] }
  const withModes = files.map((f) => (f.status === 'removed' || !tree.modes.has(f.path) ? f : { ...f, mode: tree.modes.get(f.path) }))
  return {
    repo: o.repo,
    branch: DATA_BRANCH,
    baseBranch: o.baseBranch,
    headSha: o.headSha,
    pull,
    files: withModes,
    unreadable: [...unreadable, ...tree.unreadable],
    ...(await readChecks(api, o)),
  }
}

/** A workflow command's message: %, CR and LF escaped, so no text can end the line or start another command. */
export const commandText = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')

export async function runAutomerge(o: AutomergeOptions): Promise<AutomergeOutcome> {
  const api = githubApi({ fetch: o.fetch, token: o.readToken, apiUrl: o.apiUrl })
  const facts = await readMergeFacts(api, o)
  if (!facts) {
    o.log(`::notice title=Data PR auto-merge::No open pull request from ${DATA_BRANCH} has ${o.headSha.slice(0, 7)} as its head.`)
    return { outcome: 'no-pull-request' }
  }
  const { number } = facts.pull
  o.log(`#${number}: ${facts.files.length} of ${facts.pull.changedFiles} changed files read; ${facts.checkRuns.length} check runs.`)
  const decision = decideMerge(facts)
  if (!decision.merge) {
    o.log(`::notice title=Data PR left for review::#${number} is not merged by itself: ${decision.reasons.length} reasons follow.`)
    for (const reason of decision.reasons) o.log(`::notice title=Data PR left for review::#${number}: ${commandText(reason)}`)
    return { outcome: 'left-for-review', number, reasons: decision.reasons }
  }
  // sha: GitHub merges only if the head is still the commit that was read and tested (else 409).
  const merger = githubApi({ fetch: o.fetch, token: o.mergeToken, apiUrl: o.apiUrl })
  const merged = await merger.send<{ merged?: boolean; sha?: string; message?: string }>('PUT', `repos/${o.repo}/pulls/${number}/merge`, {
    merge_method: 'squash',
    sha: o.headSha,
  })
  if (merged.status === 200 && merged.body.merged) {
    o.log(`#${number} merged (${o.headSha.slice(0, 7)}, snapshot data alone, the data lane passed, no check failed).`)
    return { outcome: 'merged', number, sha: merged.body.sha ?? '' }
  }
  if (merged.status === 405 || merged.status === 409) {
    const reason = `GitHub refused the merge (${merged.status}): ${merged.body.message ?? 'no message'}`
    o.log(`::notice title=Data PR left for review::#${number}: ${commandText(reason)}`)
    return { outcome: 'left-for-review', number, reasons: [reason] }
  }
  throw new GithubApiError(`PUT pulls/${number}/merge: ${merged.status} ${merged.body.message ?? ''}`.trim(), merged.status)
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { READ_TOKEN = '', MERGE_TOKEN = '', REPO = '', HEAD_SHA = '', BASE_BRANCH = '', GITHUB_API_URL } = process.env
  if (!READ_TOKEN || !MERGE_TOKEN || !/^[\w.-]+\/[\w.-]+$/.test(REPO) || !/^[0-9a-f]{40}$/.test(HEAD_SHA) || !BASE_BRANCH) {
    console.log(
      '::error title=Data PR auto-merge::READ_TOKEN, MERGE_TOKEN (DATA_MERGE_TOKEN), REPO (owner/name), HEAD_SHA (40 hex) and BASE_BRANCH must be set.',
    )
    process.exit(2)
  }
  try {
    const outcome = await runAutomerge({
      fetch,
      readToken: READ_TOKEN,
      mergeToken: MERGE_TOKEN,
      repo: REPO,
      headSha: HEAD_SHA,
      baseBranch: BASE_BRANCH,
      apiUrl: GITHUB_API_URL,
      log: (l) => console.log(l),
    })
    if (outcome.outcome === 'merged' && /^[0-9a-f]{40}$/.test(outcome.sha) && process.env.GITHUB_OUTPUT)
      fs.appendFileSync(process.env.GITHUB_OUTPUT, `merged=${outcome.sha}\n`)
  } catch (e) {
    console.log(`::error title=Data PR auto-merge::${commandText(e instanceof Error ? `${e.name}: ${e.message}` : String(e))}`)
    process.exit(1)
  }
}
