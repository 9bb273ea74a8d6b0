// How ci.yml and deploy.yml wire the data lane (docs/operations.md "The data lane"): a select job
// decides from the diff, the whole suite cannot be skipped unless it said data, the required check
// `test` passes only when the lane chosen passed, nothing depends on a branch name or a label, and the
// deploy publishes only after that check. Each rule returns its problems as lines and is shown
// failing on a wrong workflow first.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { packagesImportedBy } from '../../support/importedPackages.ts'
import { condition, eventsOf, needsOf, readWorkflow, stepsOf, wfOf, type Workflow } from '#tests/support/workflows.ts'

const FULL_IF = "!cancelled() && needs.select.outputs.lane != 'data'"
const DATA_IF = "needs.select.outputs.lane == 'data'"
/** What a lane's condition may not read: the lane comes from the diff alone. */
const NOT_FROM = /head_ref|base_ref|github\.ref|event_name|label|actor|data\/refresh|startsWith|contains\(/

/** The lane jobs of a CI workflow: select, then the whole suite or the data lane, then the one required check. */
function laneWiringProblems(wf: Workflow): string[] {
  const problems: string[] = []
  const { select, full, data, test } = wf.jobs
  if (!select || !full || !data || !test) return ['ci.yml has not the four jobs select, full, data and test']
  if (needsOf(select).length) problems.push('select: waits for another job')
  if (!select.steps?.some((s) => s.id === 'select' && s.run?.trim() === 'node scripts/ci/selectLane.ts'))
    problems.push('select: does not run scripts/ci/selectLane.ts as its step `select`')
  if (select.outputs?.lane !== '${{ steps.select.outputs.lane }}') problems.push('select: its lane is not the selection step output')
  for (const [id, job, want] of [
    ['full', full, FULL_IF],
    ['data', data, DATA_IF],
  ] as const) {
    if (JSON.stringify(needsOf(job)) !== '["select"]') problems.push(`${id}: does not need select alone`)
    if (condition(job.if) !== want) problems.push(`${id}: runs on ${JSON.stringify(condition(job.if))}, not ${JSON.stringify(want)}`)
  }
  if (!full.steps?.some((s) => s.run === 'npm test')) problems.push('full: does not run npm test')
  if (!stepsOf(data).some((s) => s.run === 'npm run test:data')) problems.push('data: does not run npm run test:data')
  if (JSON.stringify(needsOf(test).sort()) !== '["data","full","select"]') problems.push('test: does not need select, full and data')
  if (condition(test.if) !== 'always()') problems.push('test: can be skipped, and a skipped required check counts as passed')
  for (const [id, job] of Object.entries(wf.jobs))
    if (NOT_FROM.test(condition(job.if))) problems.push(`${id}: its condition reads ${JSON.stringify(condition(job.if))}`)
  return problems
}

/** Runs the gate's script for one outcome of the lanes; its exit code. */
function gate(wf: Workflow, lane: string, full: string, data: string): number | null {
  const step = wf.jobs.test!.steps!.find((s) => s.run)!
  const r = spawnSync('bash', ['-e', '-c', step.run!], {
    env: { PATH: process.env.PATH, LANE: lane, FULL: full, DATA: data },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return r.status
}

describe('ci.yml: the lane is chosen from the diff, and the chosen lane must pass', () => {
  const ci = wfOf('ci.yml')

  it('selects, then runs the whole suite or the data lane, then one required check', () => {
    expect(laneWiringProblems(ci)).toEqual([])
    expect(Object.keys(ci.jobs).sort()).toEqual(['data', 'full', 'select', 'test'])
  })

  it('the wiring rule fails a workflow that skips the suite on another signal, or whose gate can be skipped', () => {
    const wrong = parse(`
on: pull_request
jobs:
  select: { steps: [{ run: echo lane=data }] }
  full: { needs: select, if: "needs.select.outputs.lane == 'full'", steps: [{ run: npm test }] }
  data: { needs: [select, full], if: "github.head_ref == 'data/refresh'", steps: [{ run: npm run test:data }] }
  test: { needs: [full, data], steps: [{ run: 'true' }] }
`) as Workflow
    expect(laneWiringProblems(wrong)).toEqual([
      'select: does not run scripts/ci/selectLane.ts as its step `select`',
      'select: its lane is not the selection step output',
      `full: runs on "needs.select.outputs.lane == 'full'", not "${FULL_IF}"`,
      'data: does not need select alone',
      `data: runs on "github.head_ref == 'data/refresh'", not "${DATA_IF}"`,
      'test: does not need select, full and data',
      'test: can be skipped, and a skipped required check counts as passed',
      `data: its condition reads "github.head_ref == 'data/refresh'"`,
    ])
  })

  it.each([
    ['full', 'success', 'skipped', 0],
    ['data', 'skipped', 'success', 0],
    // The selection failed: the whole suite ran, and is enough.
    ['', 'success', 'skipped', 0],
    ['full', 'failure', 'skipped', 1],
    ['full', 'cancelled', 'skipped', 1],
    ['data', 'skipped', 'failure', 1],
    ['data', 'skipped', 'skipped', 1],
    // A data lane that passed is not enough when the selection asked for the whole suite.
    ['full', 'skipped', 'success', 1],
    ['', 'skipped', 'skipped', 1],
  ])('the required check with lane %j, whole suite %s, data lane %s exits %i', (lane, full, data, code) => {
    expect(gate(ci, lane, full, data)).toBe(code)
  })

  it('the select job reads the Deploy runs with the run token, from the whole history, and writes nothing', () => {
    const select = ci.jobs.select!
    expect(select.permissions).toEqual({ contents: 'read', actions: 'read' })
    const checkout = select.steps!.find((s) => s.uses?.startsWith('actions/checkout@'))!
    expect(checkout.with).toMatchObject({ 'fetch-depth': 0, 'persist-credentials': false })
    const step = select.steps!.find((s) => s.id === 'select')!
    expect(step.env).toEqual({
      GITHUB_TOKEN: '${{ github.token }}',
      LANE_BRANCH: '${{ github.base_ref || github.event.repository.default_branch }}',
    })
    expect(fs.readFileSync('scripts/ci/selectLane.ts', 'utf8')).toContain("workflow: 'deploy.yml'")
  })

  it('the select job installs nothing: the selection imports no package and runs on Node alone', async () => {
    expect(await packagesImportedBy('scripts/ci/selectLane.ts')).toEqual([])
    const steps = ci.jobs.select!.steps!
    expect(steps.map((s) => s.run ?? '').join('\n')).not.toMatch(/\bnpm\b|\bnpx\b|--import/)
    expect(steps.find((s) => s.id === 'select')!.run).toBe('node scripts/ci/selectLane.ts')
    // Node's own type stripping, as the runner's Node (.nvmrc) runs it: no tsx, no node_modules.
    const r = spawnSync(process.execPath, ['-e', "import('./scripts/ci/selectLane.ts').then((m) => console.log(typeof m.chooseLane))"], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', NODE_PATH: '' },
    })
    expect(r.stderr).toBe('')
    expect(r.stdout.trim()).toBe('function')
  }, 30_000)

  it('the data lane builds with the deploy variables, never the sync token, and looks with the runner image Chrome', () => {
    const data = ci.jobs.data!
    expect(data.container).toBeUndefined()
    expect(data.env).toMatchObject({
      CHROMIUM_PATH: '/usr/bin/google-chrome',
      DATA_LANE_BASE: '${{ needs.select.outputs.base }}',
      NCSR_API_BASE: '${{ vars.NCSR_API_BASE }}',
      MEDIA_BASE: '${{ vars.MEDIA_BASE }}',
      SITE_URL: '${{ vars.SITE_URL }}',
    })
    expect(JSON.stringify(data)).not.toMatch(/secrets\.|NCSR_API_TOKEN|NCSR_DEPLOY/)
    // The image cache the deploy's build uses, restored; saved from main only, after the lane passed.
    const build = fs.readFileSync('.github/actions/build-site/action.yml', 'utf8')
    const steps = stepsOf(data)
    const restore = steps.find((s) => s.uses?.startsWith('actions/cache/restore@'))!
    expect(build).toContain(`key: ${restore.with!.key}`)
    const save = steps.find((s) => s.uses?.startsWith('actions/cache/save@'))!
    expect(save.if).toContain("github.ref == 'refs/heads/main'")
    const order = steps.map((s) => s.uses?.split('@')[0] ?? s.run)
    expect(order.indexOf('npm run test:data')).toBeLessThan(order.indexOf('actions/cache/save'))
  })

  it('no part of ci.yml reads the head branch, a label or the data branch', () => {
    expect(readWorkflow('ci.yml')).not.toMatch(/head_ref|labels?\b|data\/refresh/)
  })
})

describe('deploy.yml: publishes only after the chosen lane passed', () => {
  const deploy = wfOf('deploy.yml')

  it('calls ci.yml with the permission its select job needs, and exposes the lane', () => {
    const test = deploy.jobs.test!
    expect(test.uses).toBe('./.github/workflows/ci.yml')
    expect(test.permissions).toEqual({ contents: 'read', actions: 'read' })
    const call = eventsOf(wfOf('ci.yml')).workflow_call as { outputs: { lane: { value: string } } }
    expect(call.outputs.lane.value).toBe('${{ jobs.select.outputs.lane }}')
    expect(deploy.jobs.production!.env!.TESTED_BY).toBe('${{ needs.test.outputs.lane }}')
  })

  it('every build that publishes needs the test job and runs only when it passed', () => {
    for (const id of ['production', 'github-pages-build']) {
      const job = deploy.jobs[id]!
      expect(needsOf(job), id).toContain('test')
      // Without a status function GitHub adds success(): a failed or cancelled check skips the job.
      expect(condition(job.if), id).not.toMatch(/always\(\)|cancelled\(\)|failure\(\)|success\(\)/)
    }
  })
})
