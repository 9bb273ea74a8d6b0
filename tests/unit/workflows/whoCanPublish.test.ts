// Who can publish (docs/operations.md "GitHub settings"): only main goes live, secrets live in
// environments, no job holds a secret next to a branch's code, pull_request_target never checks out
// a pull request, and the API's sync token stays in the refresh's sync step. Each rule returns its
// problems as lines and is shown failing on a wrong workflow first.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  actionFiles,
  actionName,
  environmentOf,
  eventsOf,
  isCheckout,
  secretsIn,
  wfOf,
  workflowFiles as files,
  type Job,
  type Workflow,
} from '#tests/support/workflows.ts'

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
