// The lane choice (docs/operations.md "The data lane"), on real git repositories made in a temp folder
// and a stand-in for GitHub's API: the data lane only when the tree differs from the last commit that
// passed everything by snapshot files alone; the whole suite for anything else or anything unknown.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLane, formatChoice, lastPassedCommit, selectLane, type BaseLookup, type Git } from '#scripts/ci/selectLane.ts'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.org',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.org',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
}

/** A repository with a snapshot and some code, and a way to commit changes to it. */
function repo() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lane-repo-'))
  dirs.push(dir)
  const git: Git = (args) => execFileSync('git', args, { cwd: dir, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  const commit = (message: string, change: () => void) => {
    change()
    git(['add', '-A'])
    git(['commit', '-q', '--allow-empty', '-m', message])
    return git(['rev-parse', 'HEAD']).trim()
  }
  git(['init', '-q', '-b', 'main'])
  const first = commit('first', () => {
    write('data/api/news.json', '[]\n')
    write('data/api/events.json', '[]\n')
    write('scripts/build.ts', 'export {}\n')
  })
  return { dir, git, write, commit, first }
}

/** A successful Deploy run as GitHub lists it: by default a push to school/site's main. */
const run = (head_sha: string, over: Record<string, unknown> = {}) => ({
  head_sha,
  event: 'push',
  head_branch: 'main',
  head_repository: { full_name: 'school/site' },
  ...over,
})
/** GitHub's answer for the successful Deploy runs, newest first: pushes to main unless a run is given whole. */
const runsAnswer = (...runs: (string | ReturnType<typeof run>)[]) => ({
  total_count: runs.length,
  workflow_runs: runs.map((r) => (typeof r === 'string' ? run(r) : r)),
})
const anyAncestor = () => true
function lookupAnswering(answer: unknown, status = 200): BaseLookup & { urls: string[]; auth: string[] } {
  const urls: string[] = []
  const auth: string[] = []
  return {
    urls,
    auth,
    apiUrl: 'https://api.github.example',
    repo: 'school/site',
    token: 'tok',
    workflow: 'deploy.yml',
    branch: 'main',
    fetch: (async (url: string, init: RequestInit) => {
      urls.push(url)
      auth.push(new Headers(init.headers).get('authorization') ?? '')
      return new Response(JSON.stringify(answer), { status })
    }) as typeof fetch,
  }
}

describe('chooseLane', () => {
  it('takes the data lane when only snapshot files changed since the last commit that passed everything', () => {
    const r = repo()
    const head = r.commit('3 news added', () => r.write('data/api/news.json', '[{"_id":"a"}]\n'))
    expect(chooseLane(r.git, r.first, head)).toEqual({
      lane: 'data',
      base: r.first,
      reasons: [`only snapshot files changed since ${r.first.slice(0, 12)}: data/api/news.json`],
    })
  })

  it('runs the whole suite for a commit that mixes data and code, naming the code', () => {
    const r = repo()
    const head = r.commit('news and a fix', () => {
      r.write('data/api/news.json', '[{"_id":"a"}]\n')
      r.write('scripts/build.ts', 'export const x = 1\n')
    })
    expect(chooseLane(r.git, r.first, head)).toMatchObject({
      lane: 'full',
      reasons: ['"scripts/build.ts" is not a snapshot file of lib/endpoints.ts'],
    })
  })

  it('runs the whole suite for a data commit on top of a code commit that has not passed yet', () => {
    const r = repo()
    // The code commit's deploy is still running, was cancelled or failed: the last pass is `first`.
    const code = r.commit('a change to the build', () => r.write('scripts/build.ts', 'export const y = 2\n'))
    const data = r.commit('1 event added', () => r.write('data/api/events.json', '[{"_id":"e"}]\n'))
    expect(chooseLane(r.git, r.first, data)).toMatchObject({
      lane: 'full',
      reasons: ['"scripts/build.ts" is not a snapshot file of lib/endpoints.ts'],
    })
    // Once the code commit passed everything, the data commit on top of it takes the lane.
    expect(chooseLane(r.git, code, data)).toMatchObject({ lane: 'data', base: code })
  })

  it('runs the whole suite for a rename into data/api/, even of a file that was a snapshot', () => {
    const r = repo()
    const head = r.commit('move', () => {
      fs.rmSync(path.join(r.dir, 'data/api/news.json'))
      r.git(['mv', 'scripts/build.ts', 'data/api/news.json'])
    })
    const choice = chooseLane(r.git, r.first, head)
    expect(choice.lane).toBe('full')
    expect(choice.reasons).toContain('"scripts/build.ts" is D, not added or modified')
  })

  it('runs the whole suite for a file under data/api/ that is no snapshot, a deletion or a link', () => {
    const r = repo()
    const extra = r.commit('extra', () => r.write('data/api/extra.json', '[]\n'))
    expect(chooseLane(r.git, r.first, extra).reasons).toEqual(['"data/api/extra.json" is not a snapshot file of lib/endpoints.ts'])
    const gone = r.commit('gone', () => fs.rmSync(path.join(r.dir, 'data/api/events.json')))
    expect(chooseLane(r.git, extra, gone).reasons).toEqual(['"data/api/events.json" is D, not added or modified'])
    const link = r.commit('link', () => fs.symlinkSync('../../scripts/build.ts', path.join(r.dir, 'data/api/events.json')))
    expect(chooseLane(r.git, gone, link).reasons).toEqual(['"data/api/events.json" has mode 120000, not a regular file'])
    const typeChange = r.commit('a file becomes a link', () => {
      fs.rmSync(path.join(r.dir, 'data/api/news.json'))
      fs.symlinkSync('../../scripts/build.ts', path.join(r.dir, 'data/api/news.json'))
    })
    expect(chooseLane(r.git, link, typeChange).reasons).toEqual(['"data/api/news.json" is T, not added or modified'])
  })

  it('takes the data lane for the very tree that passed (a run again of the same commit)', () => {
    const r = repo()
    expect(chooseLane(r.git, r.first, r.first)).toMatchObject({ lane: 'data', reasons: [`the tree is that of ${r.first.slice(0, 12)}`] })
  })

  it('runs the whole suite when the base is not in the clone, or the clone is shallow', () => {
    const r = repo()
    const head = r.commit('news', () => r.write('data/api/news.json', '[{"_id":"b"}]\n'))
    const missing = 'f'.repeat(40)
    expect(chooseLane(r.git, missing, head)).toMatchObject({
      lane: 'full',
      reasons: ['the last commit that passed everything, ffffffffffff, is not in this clone'],
    })
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'lane-shallow-'))
    dirs.push(shallow)
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${r.dir}`, shallow], { env: GIT_ENV, stdio: 'ignore' })
    const git: Git = (args) =>
      execFileSync('git', args, { cwd: shallow, env: GIT_ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    expect(chooseLane(git, r.first, head).reasons).toEqual([
      'this clone is shallow: the diff from the last commit that passed everything cannot be trusted',
    ])
  })

  it('refuses a base that is not a commit id (it becomes an argument of git)', () => {
    const r = repo()
    expect(chooseLane(r.git, '--output=/tmp/x', 'HEAD')).toMatchObject({
      lane: 'full',
      reasons: [expect.stringContaining('is not a commit id')],
    })
  })
})

describe('lastPassedCommit', () => {
  it("asks for the newest successful run of deploy.yml on the base branch, with the run's token", async () => {
    const l = lookupAnswering(runsAnswer('a'.repeat(40), 'b'.repeat(40)))
    expect(await lastPassedCommit(l, anyAncestor)).toEqual({ sha: 'a'.repeat(40) })
    const url = new URL(l.urls[0]!)
    expect(url.pathname).toBe('/repos/school/site/actions/workflows/deploy.yml/runs')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ branch: 'main', status: 'success' })
    expect(l.auth).toEqual(['Bearer tok'])
  })

  it.each([
    ['no run has succeeded yet', lookupAnswering(runsAnswer()), 'no deploy.yml run on main has succeeded yet'],
    ['the API fails', lookupAnswering({ message: 'Server Error' }, 500), "GitHub's API answered 500 for the runs of deploy.yml on main"],
    ['the token lacks actions: read', lookupAnswering({ message: 'Resource not accessible' }, 403), "GitHub's API answered 403"],
    ['the answer is odd', lookupAnswering({ runs: [] }), 'has no workflow_runs list'],
    ['the sha is odd', lookupAnswering(runsAnswer('--upload-pack=x')), 'names no commit'],
  ])('has a reason, never a commit, when %s', async (_, l, reason) => {
    const found = await lastPassedCommit(l, anyAncestor)
    expect(found).toEqual({ reason: expect.stringContaining(reason) })
  })

  it('has a reason when the API cannot be reached', async () => {
    const l = { ...lookupAnswering(null), fetch: (async () => Promise.reject(new Error('getaddrinfo ENOTFOUND'))) as typeof fetch }
    expect(await lastPassedCommit(l, anyAncestor)).toEqual({ reason: expect.stringContaining('ENOTFOUND') })
  })

  it("takes only a push or a run by hand on this repository's main, at an ancestor of the commit under test", async () => {
    const [tag, fork, pr, schedule, elsewhere, good] = ['1', '2', '3', '4', '5', '6'].map((c) => c.repeat(40)) as [string, ...string[]]
    const answer = runsAnswer(
      run(fork!, { head_repository: { full_name: 'someone/site' } }),
      run(pr!, { event: 'pull_request' }),
      run(schedule!, { event: 'schedule' }),
      run(tag, { event: 'workflow_dispatch' }),
      run(elsewhere!, { head_branch: 'main-old' }),
      run(good!, { event: 'workflow_dispatch', head_repository: { full_name: 'School/Site' } }),
    )
    // The run by hand on a tag named main names a commit that is not on main's line.
    const ancestors = new Set([fork, pr, schedule, elsewhere, good])
    expect(await lastPassedCommit(lookupAnswering(answer), (sha) => ancestors.has(sha))).toEqual({ sha: good })
    const none = await lastPassedCommit(lookupAnswering(runsAnswer(run(fork!, { head_repository: null }), run(tag))), (sha) => sha !== tag)
    expect(none).toEqual({ reason: expect.stringContaining('none of the 2 newest successful deploy.yml runs') })
    expect(none).toEqual({ reason: expect.stringContaining('not an ancestor of the commit under test') })
    expect(none).toEqual({ reason: expect.stringContaining('a run of undefined, not school/site') })
  })
})

describe('selectLane', () => {
  it('compares the commit under test with the last commit that passed everything', async () => {
    const r = repo()
    const head = r.commit('news', () => r.write('data/api/news.json', '[{"_id":"c"}]\n'))
    expect(await selectLane({ event: 'push', head, git: r.git, lookup: lookupAnswering(runsAnswer(r.first)) })).toMatchObject({
      lane: 'data',
      base: r.first,
    })
  })

  it('skips a run on a commit off the line of the commit under test (a tag named main), in a real repository', async () => {
    const r = repo()
    const code = r.commit('a change to the build', () => r.write('scripts/build.ts', 'export const z = 3\n'))
    // A side line: what a tag named main could point at, with the data of the head but other code.
    r.git(['checkout', '-q', '-b', 'side', r.first])
    const side = r.commit('side', () => r.write('data/api/news.json', '[{"_id":"s"}]\n'))
    r.git(['checkout', '-q', 'main'])
    const head = r.commit('news', () => r.write('data/api/news.json', '[{"_id":"s"}]\n'))
    const lookup = lookupAnswering(runsAnswer(run(side, { event: 'workflow_dispatch' }), code))
    expect(await selectLane({ event: 'push', head, git: r.git, lookup })).toMatchObject({ lane: 'data', base: code })
  })

  it('runs the whole suite without a base, and for a run by hand', async () => {
    const r = repo()
    const head = r.commit('news', () => r.write('data/api/news.json', '[{"_id":"d"}]\n'))
    expect(await selectLane({ event: 'push', head, git: r.git, lookup: lookupAnswering(runsAnswer()) })).toEqual({
      lane: 'full',
      reasons: ['no deploy.yml run on main has succeeded yet'],
    })
    expect(await selectLane({ event: 'pull_request', head, git: r.git, lookup: undefined })).toMatchObject({ lane: 'full' })
    const dispatch = await selectLane({ event: 'workflow_dispatch', head, git: r.git, lookup: lookupAnswering(runsAnswer(r.first)) })
    expect(dispatch).toEqual({ lane: 'full', reasons: ['a run by hand runs the whole suite'] })
  })
})

describe('formatChoice', () => {
  it('writes lane and base for $GITHUB_OUTPUT, and the reasons as a list no file name can break', () => {
    const { output, summary } = formatChoice({ lane: 'full', base: 'a'.repeat(40), reasons: ['"x\n`y" is D'] })
    expect(output).toBe(`lane=full\nbase=${'a'.repeat(40)}\n`)
    expect(summary.split('\n')).toEqual(['### The whole suite', '', '- "x  y" is D', ''])
    expect(formatChoice({ lane: 'full', reasons: [] }).output).toBe('lane=full\nbase=\n')
  })
})

describe('the command', () => {
  /** Runs scripts/ci/selectLane.ts in `cwd` as the workflow does, against a stand-in API answering `answer`. */
  async function runCommand(cwd: string, head: string, answer: unknown, extra: Record<string, string> = {}) {
    const server = http.createServer((req, res) => {
      const ok = req.headers.authorization === 'Bearer tok'
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' })
      res.end(JSON.stringify(ok ? answer : { message: 'Bad credentials' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lane-output-'))
    dirs.push(out)
    try {
      const env = {
        ...GIT_ENV,
        GITHUB_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        GITHUB_REPOSITORY: 'school/site',
        GITHUB_TOKEN: 'tok',
        GITHUB_SHA: head,
        GITHUB_EVENT_NAME: 'push',
        GITHUB_OUTPUT: path.join(out, 'output'),
        LANE_BRANCH: 'main',
        ...extra,
      }
      const script = path.resolve('scripts/ci/selectLane.ts')
      // tsx by its path: `--import tsx` would look for it in the temp repository.
      const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), script], {
        cwd,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      child.stdout.on('data', (d) => (stdout += d))
      child.stderr.on('data', (d) => (stdout += d))
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
      return { code, stdout, output: fs.readFileSync(path.join(out, 'output'), 'utf8') }
    } finally {
      server.close()
    }
  }

  it('writes lane=data to $GITHUB_OUTPUT for a data-only commit, and exits 0 either way', async () => {
    const r = repo()
    const head = r.commit('news', () => r.write('data/api/news.json', '[{"_id":"e"}]\n'))
    const data = await runCommand(r.dir, head, runsAnswer(r.first))
    expect(data).toMatchObject({ code: 0, output: `lane=data\nbase=${r.first}\n` })
    expect(data.stdout).toContain('only snapshot files changed')
    // A token GitHub refuses: the whole suite, and still a green step.
    const refused = await runCommand(r.dir, head, runsAnswer(r.first), { GITHUB_TOKEN: 'wrong' })
    expect(refused).toMatchObject({ code: 0, output: 'lane=full\nbase=\n' })
  }, 30_000)
})
