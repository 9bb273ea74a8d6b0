// Workflows and local actions read as data, for the structural tests of tests/unit/workflows/.
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

export interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
}
export interface Job {
  needs?: string | string[]
  if?: string
  uses?: string
  'runs-on'?: string
  container?: unknown
  'timeout-minutes'?: number
  permissions?: Record<string, string> | string
  outputs?: Record<string, string>
  environment?: unknown
  env?: Record<string, string>
  steps?: Step[]
}
export interface Workflow {
  on: Record<string, unknown>
  permissions?: unknown
  concurrency?: unknown
  env?: Record<string, string>
  jobs: Record<string, Job>
}

export const workflowText = (file: string) => fs.readFileSync(path.resolve('.github/workflows', file), 'utf8')
export const readWorkflow = (file: string) => parse(workflowText(file)) as Workflow
export const needsOf = (j: Job) => (j.needs === undefined ? [] : Array.isArray(j.needs) ? j.needs : [j.needs])
/** An `if:` without its optional `${{ }}`, spaces as written. */
export const condition = (s: string | undefined) => (s ?? '').trim().replace(/^\$\{\{\s*([\s\S]*?)\s*\}\}$/, '$1')
