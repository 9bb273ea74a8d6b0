// The data auto-merge (scripts/ci/automerge.ts) run on GitHub's recorded answers
// (tests/fixtures/github/automerge/, written by makeAutomergeFixtures.ts): it reads every page of
// the changed files, the git mode of each snapshot file, the checks, and merges with the head pinned
// only what is snapshot data alone. Each finding of
// docs/operations.md "Auto-merge of data pull requests" is one fixture here, tried the way an editor
// with Write would.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { runAutomerge, type AutomergeOptions } from '#scripts/ci/automerge.ts'
import { HEAD, NUMBER, REPO } from '#tests/fixtures/github/makeAutomergeFixtures.ts'

interface Answer {
  status: number
  headers?: Record<string, string>
  body: unknown
}

const FIXTURES = path.resolve('tests/fixtures/github/automerge')
const answersOf = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as { answers: Record<string, Answer> }).answers

/** A fetch that answers from a recording and notes each request; anything not recorded is GitHub's 404. */
function recorded(answers: Record<string, Answer>) {
  const calls: { key: string; auth: string | null; body?: unknown }[] = []
  const fetch = async (url: string, init: RequestInit = {}) => {
    const u = new URL(url)
    const key = `${init.method ?? 'GET'} ${u.pathname}${u.search}`
    const headers = new Headers(init.headers)
    calls.push({
      key,
      auth: u.origin === 'https://api.github.com' ? headers.get('authorization') : 'sent elsewhere',
      ...(init.body ? { body: JSON.parse(String(init.body)) } : {}),
    })
    const a = answers[key] ?? { status: 404, body: { message: 'Not Found' } }
    return new Response(JSON.stringify(a.body), { status: a.status, headers: a.headers })
  }
  return { fetch, calls }
}

/** The auto-merge on a named recorded set, or on answers a test changed. */
async function run(answers: string | Record<string, Answer>, over: Partial<AutomergeOptions> = {}) {
  const { fetch, calls } = recorded(typeof answers === 'string' ? answersOf(answers) : answers)
  const log: string[] = []
  const result = await runAutomerge({
    fetch,
    readToken: 'r3ad',
    mergeToken: 'm3rge',
    repo: REPO,
    headSha: HEAD,
    baseBranch: 'main',
    log: (l) => log.push(l),
    ...over,
  })
  const merges = calls.filter((c) => c.key.startsWith('PUT '))
  return { result, calls, log, merges }
}

const notices = (log: string[]) => log.filter((l) => l.startsWith('::notice title=Data PR left for review::'))

describe('data auto-merge on recorded GitHub answers', () => {
  it('merges a change of snapshot files alone, every check passed, with the head commit pinned', async () => {
    const { result, merges, calls } = await run('clean')
    expect(result).toMatchObject({ outcome: 'merged', number: NUMBER })
    expect(merges).toEqual([
      { key: `PUT /repos/${REPO}/pulls/${NUMBER}/merge`, auth: 'Bearer m3rge', body: { merge_method: 'squash', sha: HEAD } },
    ])
    // The modes come from git's tree at the head commit.
    expect(calls.map((c) => c.key)).toContain(`GET /repos/${REPO}/git/commits/${HEAD}`)
    // Everything else is read with the job's token; DATA_MERGE_TOKEN only merges.
    expect(calls.filter((c) => !c.key.startsWith('PUT ')).every((c) => c.auth === 'Bearer r3ad')).toBe(true)
  })

  it('reads the second page through the Link header and refuses 149 data/api files with scripts/build.ts the 150th', async () => {
    const { result, merges, calls, log } = await run('over-one-hundred-files')
    expect(calls.map((c) => c.key)).toContain(`GET /repositories/555001/pulls/${NUMBER}/files?per_page=100&page=2`)
    expect(merges).toEqual([])
    expect(result.outcome).toBe('left-for-review')
    const reasons = result.outcome === 'left-for-review' ? result.reasons : []
    expect(reasons).toContain('"scripts/build.ts" is not a snapshot file of lib/endpoints.ts')
    expect(reasons).toContain('150 files changed, more than the 12 snapshot files there are')
    expect(reasons).not.toContainEqual(expect.stringMatching(/files were read but/))
    expect(notices(log)).toContainEqual(
      `::notice title=Data PR left for review::#${NUMBER}: "scripts/build.ts" is not a snapshot file of lib/endpoints.ts`,
    )
  })

  it.each([
    ['rename-into-data', '"data/api/news.json" was "scripts/build.ts" (renamed)'],
    ['deletion', '"data/api/videos.json" is removed, not added or modified'],
    ['link', '"data/api/media.json" has mode 120000, not a regular file'],
    ['mode-change', '"data/api/news.json" has mode 100755, not a regular file'],
    ['mode-change', '"data/api/events.json" is changed, not added or modified'],
    ['unknown-name', '"data/api/extra.json" is not a snapshot file of lib/endpoints.ts'],
    ['truncated', '3 files were read but 5 changed: the list is incomplete'],
    ['over-github-limit', '3001 files changed, more than the 3000 GitHub lists: they cannot all be read'],
    ['check-failed', 'the check "build" is failure'],
  ])('leaves %s for review: %s', async (name, reason) => {
    const { result, merges, log } = await run(name)
    expect(merges).toEqual([])
    expect(result.outcome).toBe('left-for-review')
    expect(result.outcome === 'left-for-review' && result.reasons).toContain(reason)
    expect(notices(log)).toContain(`::notice title=Data PR left for review::#${NUMBER}: ${reason}`)
  })

  it("reads no file list past GitHub's 3,000-file limit", async () => {
    const { calls } = await run('over-github-limit')
    expect(calls.some((c) => c.key.includes('/files'))).toBe(false)
  })

  it('does nothing when no open data pull request has the tested commit as its head', async () => {
    const { result, merges, log } = await run('head-moved')
    expect(result).toEqual({ outcome: 'no-pull-request' })
    expect(merges).toEqual([])
    expect(log).toEqual([`::notice title=Data PR auto-merge::No open pull request from data/refresh has ${HEAD.slice(0, 7)} as its head.`])
  })

  it('leaves the pull request when GitHub refuses the pinned merge because the head moved meanwhile', async () => {
    const answers = answersOf('clean')
    answers[`PUT /repos/${REPO}/pulls/${NUMBER}/merge`] = {
      status: 409,
      body: { message: 'Head branch was modified. Review and try the merge again.' },
    }
    const { result } = await run(answers)
    expect(result).toMatchObject({ outcome: 'left-for-review', reasons: [expect.stringContaining('(409): Head branch was modified')] })
  })

  it('follows no Link off the API, and fails on an answer it cannot read', async () => {
    const answers = answersOf('over-one-hundred-files')
    const first = answers[`GET /repos/${REPO}/pulls/${NUMBER}/files?per_page=100`]!
    first.headers = { link: '<https://evil.example/steal?page=2>; rel="next"' }
    await expect(run(answers)).rejects.toThrow(/not on https:\/\/api\.github\.com/)
    const broken = answersOf('clean')
    broken[`GET /repos/${REPO}/pulls/${NUMBER}`] = { status: 500, body: { message: 'Server Error' } }
    await expect(run(broken)).rejects.toThrow(`GET /repos/${REPO}/pulls/${NUMBER}: 500 Server Error`)
  })

  it("merges while the pull request's own CI and preview are still running: the refresh's lane tested that head", async () => {
    const { result, merges } = await run('checks-running')
    expect(result).toMatchObject({ outcome: 'merged', number: NUMBER })
    expect(merges).toHaveLength(1)
  })

  it('merges exactly two of the recorded pull requests: the clean one, and the one whose own checks still run', async () => {
    const names = fs
      .readdirSync(FIXTURES)
      .map((f) => f.replace(/\.json$/, ''))
      .sort()
    const outcomes = await Promise.all(names.map(async (n) => [n, (await run(n)).result] as const))
    const merged = outcomes.filter(([, r]) => r.outcome === 'merged').map(([n]) => n)
    const left = outcomes.filter(([, r]) => r.outcome === 'left-for-review')
    const reasons = left.reduce((sum, [, r]) => sum + (r.outcome === 'left-for-review' ? r.reasons.length : 0), 0)
    expect(merged).toEqual(['checks-running', 'clean'])
    console.log(
      `[hardening] data auto-merge on ${names.length} recorded pull requests: ${merged.length} merged (head pinned), ${left.length} left for review (${reasons} reasons), ${names.length - merged.length - left.length} with no open pull request at the tested head`,
    )
  })

  it('prints a reason naming a file with a newline on one line: no file name starts a workflow command', async () => {
    const answers = answersOf('unknown-name')
    const page = answers[`GET /repos/${REPO}/pulls/${NUMBER}/files?per_page=100`]!
    ;(page.body as { filename: string }[])[0]!.filename = 'data/api/x\n::error::forged.json'
    const { log } = await run(answers)
    expect(
      log
        .join('\n')
        .split('\n')
        .filter((l) => l.startsWith('::error')),
    ).toEqual([])
  })
})
