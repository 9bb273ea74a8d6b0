// Reading the GitHub workflows as data, for the workflow tests (tests/unit/workflows/*.test.ts): their
// files, their YAML as typed objects, and a runner for an actions/github-script step's script with
// stand-ins for GitHub's arguments.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { parse } from 'yaml'

export const WORKFLOWS_DIR = path.resolve('.github/workflows')
export const workflowFiles = fs.readdirSync(WORKFLOWS_DIR).filter((f) => /\.ya?ml$/.test(f))
export const readWorkflow = (f: string) => fs.readFileSync(path.join(WORKFLOWS_DIR, f), 'utf8')
/** Local composite actions: their `uses:` lines are pinned like the workflows'. */
const ACTIONS_DIR = path.resolve('.github/actions')
export const actionFiles = fs.existsSync(ACTIONS_DIR)
  ? fs
      .readdirSync(ACTIONS_DIR)
      .map((d) => path.join(ACTIONS_DIR, d, 'action.yml'))
      .filter((f) => fs.existsSync(f))
  : []

export interface Workflow {
  on: Record<string, unknown> | string | string[]
  permissions?: unknown
  concurrency?: unknown
  env?: Record<string, string>
  jobs: Record<string, Job>
}
export interface Job {
  'runs-on'?: string
  container?: unknown
  'timeout-minutes'?: number
  concurrency?: unknown
  needs?: string | string[]
  if?: string
  uses?: string
  secrets?: unknown
  env?: Record<string, string>
  environment?: string | { name: string; url?: string }
  permissions?: Record<string, string> | string
  outputs?: Record<string, string>
  steps?: Step[]
}
export interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  'working-directory'?: string
  with?: Record<string, string>
  env?: Record<string, string>
}
/** A job's steps with each local composite action (`uses: ./.github/actions/x`) replaced by its own steps. */
export function stepsOf(job: Job): Step[] {
  return (job.steps ?? []).flatMap((s) => {
    if (!s.uses?.startsWith('./.github/actions/')) return [s]
    const action = parse(fs.readFileSync(path.resolve(s.uses, 'action.yml'), 'utf8')) as { runs: { steps: Step[] } }
    return action.runs.steps
  })
}
/** The workflow's text (`readWorkflow`) parsed as YAML. */
export const wfOf = (f: string) => parse(readWorkflow(f)) as Workflow
/** An `if:` without its optional `${{ }}`, spaces as written. */
export const condition = (s: string | undefined) => (s ?? '').trim().replace(/^\$\{\{\s*([\s\S]*?)\s*\}\}$/, '$1')
export const needsOf = (j: Job) => (j.needs === undefined ? [] : Array.isArray(j.needs) ? j.needs : [j.needs])
/** The pinned action name of a `uses:` value ('actions/checkout'). */
export const actionName = (uses: string) => uses.split('@')[0]
/** The events of `on:`, which may be one name, a list or a map. */
export const eventsOf = (wf: Workflow): Record<string, unknown> =>
  typeof wf.on === 'string' ? { [wf.on]: null } : Array.isArray(wf.on) ? Object.fromEntries(wf.on.map((e) => [e, null])) : (wf.on ?? {})
export const environmentOf = (j: Job) => (typeof j.environment === 'string' ? j.environment : j.environment?.name)
export const isCheckout = (s: Step) => actionName(s.uses ?? '') === 'actions/checkout'
/** A secret by name (`secrets.X`, `secrets['X']`, `secrets: inherit`), GITHUB_TOKEN aside: it is no credential of ours. */
export const secretsIn = (value: unknown): string[] => {
  const text = JSON.stringify(value ?? null)
  const names = [...text.matchAll(/secrets(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[\s*'([^']+)'\s*\])/g)].map((m) => m[1] ?? m[2]!)
  if (/"secrets":"inherit"/.test(text)) names.push('inherit')
  return names.filter((n) => n !== 'GITHUB_TOKEN')
}

/** Runs an actions/github-script `script:` with stand-ins for its arguments, as the action does (an async function body). */
export async function runGithubScript(
  script: string,
  args: { github: unknown; context: unknown; core?: unknown; env: Record<string, string> },
) {
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...a: string[]) => (...v: unknown[]) => Promise<unknown>
  const fn = new AsyncFunction('github', 'context', 'core', 'process', 'require', script)
  return fn(args.github, args.context, args.core ?? {}, { env: args.env }, createRequire(import.meta.url))
}

/** Runs installed code: npm, npx, yarn or pnpm, tsx, a local composite action (which may), or setup-node's npm cache. */
const RUNS_PACKAGES = /\b(?:npm|npx|yarn|pnpm)\b|--import\s+tsx|\btsx\b/
export const runsPackages = (s: Step) =>
  RUNS_PACKAGES.test(s.run ?? '') ||
  Boolean(s.uses?.startsWith('./')) ||
  (actionName(s.uses ?? '') === 'actions/setup-node' && s.with?.cache !== undefined)
