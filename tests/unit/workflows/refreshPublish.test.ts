// The refresh takes its own data pull request to visitors when auto-merge is on (docs/operations.md
// "Auto-merge of data pull requests"), each step a job of refresh-data.yml with only what it needs:
// - lane: the data lane on the pull request's head, with no secret, no environment and read-only
//   permissions, and only when that commit differs from the last one that passed everything by
//   snapshot files alone (scripts/ci/selectLane.ts);
// - merge: main's scripts/ci/automerge.ts (tests/unit/ci/automerge.test.ts runs it on recorded
//   answers) from main's checkout without credentials, nothing installed, DATA_MERGE_TOKEN in that step
//   alone, the head pinned to the commit the lane tested;
// - publish: the lane's files, deployed as deploy.yml deploys, only while main's head is the merge and
//   its tree the one the lane tested, in the Deploy's concurrency group.
// Each rule returns its problems as lines and is shown failing on a wrong workflow first.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { packagesImportedBy } from '../../support/importedPackages.ts'
import {
  actionName,
  condition,
  environmentOf,
  isCheckout,
  needsOf,
  readWorkflow,
  secretsIn,
  stepsOf,
  wfOf,
  workflowFiles,
  type Workflow,
} from '#tests/support/workflows.ts'

const DECIDE = 'node scripts/ci/automerge.ts'

/** Ways of listing a pull request's files that stop short: gh pr view --json files (100), gh pr diff --name-only (300). */
const CUT_LISTS = /gh\s+pr\s+(view|diff)\b[^\n]*(--json\s+[^\n]*\bfiles\b|--name-only|--name-status)/
/** What a workflow runs: its shell steps and github-script scripts. */
const scriptsOf = (wf: Workflow) =>
  Object.values(wf.jobs).flatMap((j) => (j.steps ?? []).flatMap((s) => [s.run ?? '', s.with?.script ?? '']))

/** The lane job: the data branch's commit, so nothing that could reach a secret or write. */
function laneProblems(wf: Workflow): string[] {
  const job = wf.jobs.lane
  if (!job) return ['no lane job']
  const problems: string[] = []
  if (!condition(job.if).includes("vars.DATA_PR_AUTOMERGE == 'true'")) problems.push('runs with auto-merge off')
  if (job.environment) problems.push(`uses the environment ${environmentOf(job)}`)
  if (secretsIn(job).length) problems.push(`holds ${secretsIn(job).join(', ')}`)
  if (JSON.stringify(job.permissions) !== JSON.stringify({ contents: 'read', actions: 'read' }))
    problems.push(`its permissions are ${JSON.stringify(job.permissions)}, not contents and actions read`)
  const steps = job.steps ?? []
  const checkout = steps.find(isCheckout)
  if (checkout?.with?.ref !== '${{ needs.pull-request.outputs.head }}') problems.push("does not test the pull request's head commit")
  if (String(checkout?.with?.['persist-credentials']) !== 'false') problems.push('the checkout keeps credentials')
  const select = steps.findIndex((s) => s.id === 'select' && s.run?.trim() === 'node scripts/ci/selectLane.ts')
  if (select < 0) problems.push('does not select the lane with scripts/ci/selectLane.ts')
  else if (steps[select]!.env?.LANE_HEAD !== '${{ steps.tested.outputs.sha }}')
    problems.push('selects for another commit than the one tested')
  // Everything after the selection, the install included, runs only in the data lane.
  steps.forEach((s, i) => {
    if (i > select && condition(s.if) !== "steps.select.outputs.lane == 'data'")
      problems.push(`${s.name ?? s.uses ?? s.run}: runs whatever the lane`)
  })
  if (!stepsOf(job).some((s) => s.run === 'npm run test:data')) problems.push('does not run npm run test:data')
  if (job.outputs?.lane !== '${{ steps.select.outputs.lane }}') problems.push('does not say which lane it chose')
  return problems
}

/** The merge job: main's script, main's checkout, nothing installed, the token in the deciding step alone. */
function mergeProblems(wf: Workflow): string[] {
  const job = wf.jobs.merge
  if (!job) return ['no merge job']
  const problems: string[] = []
  if (!needsOf(job).includes('lane') || condition(job.if) !== "needs.lane.outputs.lane == 'data'")
    problems.push('merges without the data lane having passed')
  if (environmentOf(job) !== 'data-refresh') problems.push('not in the environment data-refresh')
  const steps = job.steps ?? []
  const decide = steps.findIndex((s) => s.run?.trim() === DECIDE)
  if (!steps.some(isCheckout)) problems.push("main's scripts are not checked out")
  for (const s of steps.filter(isCheckout)) {
    if (s.with?.ref || s.with?.repository) problems.push(`checks out ${s.with.repository ?? ''}${s.with.ref ?? ''}, not main`)
    if (String(s.with?.['persist-credentials']) !== 'false') problems.push('the checkout keeps credentials')
  }
  if (decide < 0) problems.push(`the decision is not main's script (${DECIDE})`)
  else if (steps[decide]!.env?.HEAD_SHA !== '${{ needs.lane.outputs.tested }}')
    problems.push('merges another head than the one the lane tested')
  if (steps.some((s) => /\bnpm\b|\bnpx\b/.test(s.run ?? ''))) problems.push('installs or runs packages next to the merge token')
  if (secretsIn(wf.env).length || secretsIn(job.env).length) problems.push('a secret in the workflow or job env')
  steps.forEach((s, i) => {
    if (i !== decide && secretsIn(s).length) problems.push(`${s.name ?? s.uses ?? s.run}: holds ${secretsIn(s).join(', ')}`)
    if (s.run && CUT_LISTS.test(s.run)) problems.push(`${s.name ?? s.run}: lists the files in a way that stops at 100 or 300`)
  })
  return problems
}

const SAME = "steps.same.outputs.publish == 'true'"
/** The publish job: main only, production, one deploy at a time with the Deploy, and only the tested tree. */
function publishProblems(wf: Workflow, deployGroup: string): string[] {
  const job = wf.jobs.publish
  if (!job) return ['no publish job']
  const problems: string[] = []
  if (!needsOf(job).includes('merge') || !condition(job.if).includes("needs.merge.outputs.merged != ''"))
    problems.push('publishes without a merge')
  if (!condition(job.if).includes("github.ref == 'refs/heads/main'"))
    problems.push("publishes without requiring github.ref == 'refs/heads/main'")
  if (environmentOf(job) !== 'production') problems.push('publishes outside the environment production')
  const group = (job.concurrency as { group?: string } | undefined)?.group
  if (group !== deployGroup) problems.push(`its concurrency group is ${JSON.stringify(group)}, not the Deploy's ${deployGroup}`)
  const steps = job.steps ?? []
  const same = steps.findIndex((s) => s.id === 'same')
  const wrangler = steps.findIndex((s) => actionName(s.uses ?? '') === 'cloudflare/wrangler-action')
  const download = steps.findIndex((s) => actionName(s.uses ?? '') === 'actions/download-artifact')
  if (same < 0 || wrangler < same || download < same) problems.push("deploys before checking main's head and tree")
  for (const i of [wrangler, download])
    if (i >= 0 && !condition(steps[i]!.if).includes(SAME)) problems.push(`${steps[i]!.name}: runs whether or not main is the tested tree`)
  if (wrangler >= 0 && !/ --branch=main /.test(steps[wrangler]!.with?.command ?? '')) problems.push('deploys to a branch other than main')
  for (const s of steps.filter(isCheckout))
    if (s.with?.ref !== '${{ github.event.repository.default_branch }}')
      problems.push(`checks out ${s.with?.ref ?? "the run's commit"}, not main's head`)
  return problems
}

/** deploy.yml's concurrency group for a push to main, its expression evaluated. */
const deployGroup = () =>
  ((wfOf('deploy.yml').concurrency as { group: string }).group as string).replace('${{ github.ref }}', 'refs/heads/main')

describe('refresh-data.yml with auto-merge on: lane, merge, publish', () => {
  const wf = wfOf('refresh-data.yml')

  it('tests the data commit with no secret, merges it with the token in one step, publishes only the tested tree', () => {
    expect(laneProblems(wf)).toEqual([])
    expect(mergeProblems(wf)).toEqual([])
    expect(publishProblems(wf, deployGroup())).toEqual([])
    expect(deployGroup()).toBe('deploy-refs/heads/main')
    const decide = wf.jobs.merge!.steps!.find((s) => s.run?.trim() === DECIDE)!
    expect(decide.env).toEqual({
      READ_TOKEN: '${{ github.token }}',
      MERGE_TOKEN: '${{ secrets.DATA_MERGE_TOKEN }}',
      REPO: '${{ github.repository }}',
      HEAD_SHA: '${{ needs.lane.outputs.tested }}',
      BASE_BRANCH: '${{ github.event.repository.default_branch }}',
    })
    expect(wf.permissions).toEqual({})
    // Read only: the merge is DATA_MERGE_TOKEN's (the bypass list's account), never GITHUB_TOKEN's.
    expect(wf.jobs.merge!.permissions).toEqual({ checks: 'read', contents: 'read', 'pull-requests': 'read', statuses: 'read' })
    expect(wf.jobs.publish!.permissions).toEqual({ contents: 'read' })
  })

  it("the lane builds what the Deploy builds: deploy.yml's build variables, NCSR_DEPLOY, into dist/", () => {
    const lane = wf.jobs.lane!.env!
    const deploy = wfOf('deploy.yml').env!
    for (const [k, v] of Object.entries(deploy)) expect(lane[k], k).toBe(v)
    expect(lane).toMatchObject({ NCSR_DEPLOY: '1', NCSR_OUT_DIR: 'dist', CHROMIUM_PATH: '/usr/bin/google-chrome' })
    const upload = wf.jobs.lane!.steps!.find((s) => actionName(s.uses ?? '') === 'actions/upload-artifact')!
    expect(upload.with).toMatchObject({ path: 'dist/client', name: 'site-${{ steps.tested.outputs.tree }}' })
  })

  it("deploys with deploy.yml's command, but the tested files and the merge's commit", () => {
    const mine = wf.jobs.publish!.steps!.find((s) => actionName(s.uses ?? '') === 'cloudflare/wrangler-action')!
    const theirs = wfOf('deploy.yml').jobs.production!.steps!.find((s) => actionName(s.uses ?? '') === 'cloudflare/wrangler-action')!
    expect(mine.uses).toBe(theirs.uses)
    expect({ ...mine.with, command: '' }).toEqual({ ...theirs.with, command: '' })
    expect(mine.with!.command).toBe(
      theirs
        .with!.command!.replace('dist/client', '${{ runner.temp }}/site/client')
        .replace('${{ github.sha }}', '${{ needs.merge.outputs.merged }}'),
    )
  })

  it('the merge and the smoke check import no package: they run on Node alone', async () => {
    expect(await packagesImportedBy('scripts/ci/automerge.ts')).toEqual([])
    expect(await packagesImportedBy('scripts/deploy/smoke.ts')).toEqual([])
    for (const file of ['scripts/ci/automerge.ts', 'scripts/deploy/smoke.ts']) {
      const r = spawnSync(process.execPath, ['-e', `import('./${file}').then(() => console.log('loaded'))`], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      })
      expect(r.stderr, file).toBe('')
    }
  }, 30_000)

  it('no workflow lists changed files with gh pr view --json files (it stops at 100) or gh pr diff', () => {
    for (const f of workflowFiles)
      expect(
        scriptsOf(wfOf(f)).filter((s) => CUT_LISTS.test(s)),
        f,
      ).toEqual([])
    expect(CUT_LISTS.test(readWorkflow('refresh-data.yml'))).toBe(false)
  })

  it('the rules fail the auto-merge it replaced, which merged after any run on the branch and read 100 files', () => {
    const replaced = parse(`
on: { workflow_run: { workflows: [CI, Preview deploy], types: [completed] } }
jobs:
  merge:
    if: vars.DATA_PR_AUTOMERGE == 'true' && github.event.workflow_run.head_branch == 'data/refresh'
    environment: { name: data-refresh }
    env: { GH_TOKEN: '\${{ secrets.DATA_PR_TOKEN }}' }
    steps:
      - name: Merge
        run: |
          npm ci
          outside=$(gh pr view "$pr" --repo "$REPO" --json files --jq '[.files[].path | select(startswith("data/api/") | not)] | length')
          gh pr merge "$pr" --squash --match-head-commit "$HEAD_SHA"
`) as Workflow
    expect(laneProblems(replaced)).toEqual(['no lane job'])
    expect(mergeProblems(replaced)).toEqual([
      'merges without the data lane having passed',
      "main's scripts are not checked out",
      "the decision is not main's script (node scripts/ci/automerge.ts)",
      'installs or runs packages next to the merge token',
      'a secret in the workflow or job env',
      'Merge: lists the files in a way that stops at 100 or 300',
    ])
  })

  it('the rules fail a lane with a secret, a merge of another head, and a publish that does not check the tree', () => {
    const wrong = parse(`
jobs:
  lane:
    if: needs.sync.outputs.head != ''
    environment: data-refresh
    permissions: { contents: write }
    steps:
      - { uses: actions/checkout@x, with: { ref: data/refresh } }
      - { id: select, run: node scripts/ci/selectLane.ts }
      - { run: npm ci, env: { T: '\${{ secrets.DATA_PR_TOKEN }}' } }
  merge:
    needs: lane
    environment: data-refresh
    steps:
      - { uses: actions/checkout@x, with: { persist-credentials: false } }
      - { run: '${DECIDE}', env: { HEAD_SHA: '\${{ github.event.workflow_run.head_sha }}', MERGE_TOKEN: '\${{ secrets.DATA_PR_TOKEN }}' } }
  publish:
    needs: [merge]
    if: needs.merge.outputs.merged != ''
    environment: production
    steps:
      - { uses: actions/checkout@x }
      - { uses: actions/download-artifact@x, name: The site }
      - { uses: cloudflare/wrangler-action@x, name: Deploy, with: { command: 'pages deploy dist/client --branch=data' } }
`) as Workflow
    expect(laneProblems(wrong)).toEqual([
      'runs with auto-merge off',
      'uses the environment data-refresh',
      'holds DATA_PR_TOKEN',
      'its permissions are {"contents":"write"}, not contents and actions read',
      "does not test the pull request's head commit",
      'the checkout keeps credentials',
      'selects for another commit than the one tested',
      'npm ci: runs whatever the lane',
      'does not run npm run test:data',
      'does not say which lane it chose',
    ])
    expect(mergeProblems(wrong)).toEqual(['merges without the data lane having passed', 'merges another head than the one the lane tested'])
    expect(publishProblems(wrong, 'deploy-refs/heads/main')).toEqual([
      "publishes without requiring github.ref == 'refs/heads/main'",
      "its concurrency group is undefined, not the Deploy's deploy-refs/heads/main",
      "deploys before checking main's head and tree",
      'Deploy: runs whether or not main is the tested tree',
      'The site: runs whether or not main is the tested tree',
      'deploys to a branch other than main',
      "checks out the run's commit, not main's head",
    ])
  })
})

describe("the publish job's check: main's head is the merge, with the tested tree", () => {
  const step = wfOf('refresh-data.yml').jobs.publish!.steps!.find((s) => s.id === 'same')!
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-publish-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', '-c', 'commit.gpgsign=false', ...args], {
      cwd: dir,
      encoding: 'utf8',
    }).trim()
  git('init', '-q', '-b', 'main')
  fs.writeFileSync(path.join(dir, 'news.json'), '[1]')
  git('add', '.')
  git('commit', '-q', '-m', 'data')
  const head = git('rev-parse', 'HEAD')
  const tree = git('rev-parse', 'HEAD^{tree}')

  /** The step's script in that repository: what it wrote to $GITHUB_OUTPUT and its log. */
  const check = (merged: string, tested: string) => {
    const output = path.join(dir, '..', `${path.basename(dir)}-output`)
    fs.writeFileSync(output, '')
    const r = spawnSync('bash', ['-e', '-c', step.run!], {
      cwd: dir,
      env: { PATH: process.env.PATH, MERGED: merged, TESTED_TREE: tested, GITHUB_OUTPUT: output },
      encoding: 'utf8',
    })
    const out = fs.readFileSync(output, 'utf8')
    fs.rmSync(output)
    return { status: r.status, out, log: r.stdout }
  }

  it('publishes when main is the merge and its tree the tested one', () => {
    expect(check(head, tree)).toMatchObject({ status: 0, out: 'publish=true\n' })
  })

  it('leaves it to the Deploy when main moved on, or its tree is not the tested one', () => {
    const moved = check('f'.repeat(40), tree)
    expect(moved).toMatchObject({ status: 0, out: '' })
    expect(moved.log).toContain('::notice title=Not published here::')
    expect(check(head, 'e'.repeat(40))).toMatchObject({ status: 0, out: '' })
  })
})
