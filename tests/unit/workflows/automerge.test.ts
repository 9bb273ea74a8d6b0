// data-automerge.yml as docs/operations.md "Auto-merge of data pull requests" describes it: main's
// scripts/ci/automerge.ts decides (tests/unit/ci/automerge.test.ts runs it on recorded answers),
// from main's checkout without credentials and main's locked dependencies, with DATA_PR_TOKEN in the
// deciding step alone. The rule is shown failing on the workflow it replaced, which read only the
// first 100 changed files (`gh pr view --json files`).
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  environmentOf,
  eventsOf,
  isCheckout,
  readWorkflow,
  secretsIn,
  wfOf,
  workflowFiles,
  type Workflow,
} from '#tests/support/workflows.ts'

const DECIDE = 'node --import tsx scripts/ci/automerge.ts'

/** Ways of listing a pull request's files that stop short: gh pr view --json files (100), gh pr diff --name-only (300). */
const CUT_LISTS = /gh\s+pr\s+(view|diff)\b[^\n]*(--json\s+[^\n]*\bfiles\b|--name-only|--name-status)/
/** What a workflow runs: its shell steps and github-script scripts. */
const scriptsOf = (wf: Workflow) =>
  Object.values(wf.jobs).flatMap((j) => (j.steps ?? []).flatMap((s) => [s.run ?? '', s.with?.script ?? '']))

function automergeProblems(wf: Workflow): string[] {
  const problems: string[] = []
  const job = wf.jobs.merge
  if (!job) return ['no merge job']
  for (const cond of [
    "vars.DATA_PR_AUTOMERGE == 'true'",
    "github.event.workflow_run.conclusion == 'success'",
    "github.event.workflow_run.head_branch == 'data/refresh'",
    'github.event.workflow_run.head_repository.full_name == github.repository',
  ])
    if (!job.if?.includes(cond)) problems.push(`the job does not require ${cond}`)
  if (environmentOf(job) !== 'data-refresh') problems.push('not in the environment data-refresh')
  const steps = job.steps ?? []
  const at = (pred: (s: (typeof steps)[number]) => boolean) => steps.findIndex(pred)
  const checkout = at(isCheckout)
  const install = at((s) => /^npm ci\b/.test(s.run?.trim() ?? ''))
  const decide = at((s) => s.run?.trim() === DECIDE)
  if (checkout < 0) problems.push("main's scripts are not checked out")
  for (const s of steps.filter(isCheckout)) {
    if (s.with?.ref || s.with?.repository) problems.push(`checks out ${s.with.repository ?? ''}${s.with.ref ?? ''}, not main`)
    if (String(s.with?.['persist-credentials']) !== 'false') problems.push('the checkout keeps credentials')
  }
  if (install < 0 || install > decide) problems.push("main's locked dependencies (npm ci) are not installed before the decision")
  if (decide < 0) problems.push(`the decision is not main's script (${DECIDE})`)
  if (secretsIn(wf.env).length || secretsIn(job.env).length) problems.push('a secret in the workflow or job env')
  steps.forEach((s, i) => {
    if (i !== decide && secretsIn(s).length) problems.push(`${s.name ?? s.uses ?? s.run}: holds ${secretsIn(s).join(', ')}`)
    if (s.run && CUT_LISTS.test(s.run)) problems.push(`${s.name ?? s.run}: lists the files in a way that stops at 100 or 300`)
  })
  return problems
}

describe('data-automerge.yml', () => {
  const wf = wfOf('data-automerge.yml')

  it("decides with main's script from main's checkout and locked dependencies, the token in that step alone", () => {
    expect(eventsOf(wf)).toEqual({ workflow_run: { workflows: ['CI', 'Preview deploy'], types: ['completed'] } })
    expect(automergeProblems(wf)).toEqual([])
    const decide = wf.jobs.merge!.steps!.find((s) => s.run?.trim() === DECIDE)!
    expect(decide.env).toEqual({
      READ_TOKEN: '${{ github.token }}',
      MERGE_TOKEN: '${{ secrets.DATA_PR_TOKEN }}',
      REPO: '${{ github.repository }}',
      HEAD_SHA: '${{ github.event.workflow_run.head_sha }}',
      BASE_BRANCH: '${{ github.event.repository.default_branch }}',
    })
    expect(wf.permissions).toEqual({})
    // Read only: the merge is DATA_PR_TOKEN's (the bypass list's account), never GITHUB_TOKEN's.
    expect(wf.jobs.merge!.permissions).toEqual({ checks: 'read', contents: 'read', 'pull-requests': 'read', statuses: 'read' })
  })

  it('no workflow lists changed files with gh pr view --json files (it stops at 100) or gh pr diff', () => {
    for (const f of workflowFiles)
      expect(
        scriptsOf(wfOf(f)).filter((s) => CUT_LISTS.test(s)),
        f,
      ).toEqual([])
    expect(CUT_LISTS.test(readWorkflow('data-automerge.yml'))).toBe(false)
  })

  it('the rule fails the workflow it replaced, which read the first 100 files only', () => {
    const replaced = parse(`
on: { workflow_run: { workflows: [CI, Preview deploy], types: [completed] } }
jobs:
  merge:
    if: vars.DATA_PR_AUTOMERGE == 'true' && github.event.workflow_run.conclusion == 'success' && github.event.workflow_run.head_branch == 'data/refresh' && github.event.workflow_run.head_repository.full_name == github.repository
    environment: { name: data-refresh }
    env: { GH_TOKEN: '\${{ secrets.DATA_PR_TOKEN }}' }
    steps:
      - name: Merge
        run: |
          outside=$(gh pr view "$pr" --repo "$REPO" --json files --jq '[.files[].path | select(startswith("data/api/") | not)] | length')
          gh pr merge "$pr" --squash --match-head-commit "$HEAD_SHA"
`) as Workflow
    expect(automergeProblems(replaced)).toEqual([
      "main's scripts are not checked out",
      "main's locked dependencies (npm ci) are not installed before the decision",
      "the decision is not main's script (node --import tsx scripts/ci/automerge.ts)",
      'a secret in the workflow or job env',
      'Merge: lists the files in a way that stops at 100 or 300',
    ])
    const leaky = parse(`
jobs:
  merge:
    environment: data-refresh
    steps:
      - { uses: actions/checkout@x, with: { ref: '\${{ github.event.workflow_run.head_sha }}' } }
      - { run: 'node --import tsx scripts/ci/automerge.ts', env: { GH_TOKEN: '\${{ secrets.DATA_PR_TOKEN }}' } }
      - { run: npm ci, env: { NODE_AUTH_TOKEN: '\${{ secrets.DATA_PR_TOKEN }}' } }
`) as Workflow
    expect(automergeProblems(leaky)).toEqual([
      "the job does not require vars.DATA_PR_AUTOMERGE == 'true'",
      "the job does not require github.event.workflow_run.conclusion == 'success'",
      "the job does not require github.event.workflow_run.head_branch == 'data/refresh'",
      'the job does not require github.event.workflow_run.head_repository.full_name == github.repository',
      'checks out ${{ github.event.workflow_run.head_sha }}, not main',
      'the checkout keeps credentials',
      "main's locked dependencies (npm ci) are not installed before the decision",
      'npm ci: holds DATA_PR_TOKEN',
    ])
  })
})
