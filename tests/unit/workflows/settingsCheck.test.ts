// The daily settings check (.github/workflows/settings.yml, docs/setup.md "The daily check"): main's
// `npm run setup -- --check` with read-only tokens on Node alone, ONE issue open while anything is
// broken and closed when everything holds; and, on main, CODEOWNERS checked with the run's own token.
import { describe, expect, it } from 'vitest'
import { packagesImportedBy } from '../../support/importedPackages.ts'
import { environmentOf, eventsOf, runGithubScript, runsPackages, secretsIn, wfOf } from '#tests/support/workflows.ts'

describe('settings.yml', () => {
  const wf = wfOf('settings.yml')
  const check = wf.jobs.check!
  const codeowners = wf.jobs.codeowners!

  it('runs every day and by hand, on main, with the read-only tokens of the environment settings-check in one step', () => {
    const crons = (eventsOf(wf).schedule as { cron: string }[]).map((c) => c.cron)
    expect(crons).toHaveLength(1)
    expect(crons[0]!.split(' ').slice(2)).toEqual(['*', '*', '*'])
    expect(eventsOf(wf)).toHaveProperty('workflow_dispatch')
    expect(wf.permissions).toEqual({})
    expect(check.if).toContain("github.ref == 'refs/heads/main'")
    expect(environmentOf(check)).toBe('settings-check')
    expect(check.permissions).toEqual({ contents: 'read', issues: 'write' })
    const step = check.steps!.find((s) => s.id === 'check')!
    expect(step.run).toContain('node scripts/setup.ts --check --report "$REPORT"')
    expect(step.env).toMatchObject({
      GITHUB_TOKEN: '${{ secrets.SETTINGS_READ_TOKEN }}',
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_READ_TOKEN }}',
    })
    for (const s of check.steps!.filter((x) => x !== step)) expect(secretsIn(s), s.name ?? s.uses).toEqual([])
  })

  it('installs and runs no package next to the tokens: the command imports none but libsodium, which only --apply loads', async () => {
    expect(check.steps!.filter(runsPackages).map((s) => s.name ?? s.uses)).toEqual([])
    expect(codeowners.steps!.filter(runsPackages).map((s) => s.name ?? s.uses)).toEqual([])
    expect(await packagesImportedBy('scripts/setup.ts')).toEqual(['libsodium-wrappers'])
  })

  it("checks CODEOWNERS on main with the run's own token on every push that changes it", () => {
    expect((eventsOf(wf).push as { branches: string[]; paths: string[] }).paths).toEqual(['.github/CODEOWNERS', '.github/school.json'])
    expect(codeowners.if).toBe("github.ref == 'refs/heads/main'")
    expect(codeowners.permissions).toEqual({ contents: 'read' })
    expect(secretsIn(codeowners)).toEqual([])
    expect(codeowners.steps!.at(-1)).toMatchObject({
      run: 'node scripts/setup.ts --check --only codeowners',
      env: { GITHUB_TOKEN: '${{ github.token }}' },
    })
  })

  describe('the one issue', () => {
    const script = check.steps!.find((s) => s.name === 'Keep one issue open while anything is broken')!.with!.script!
    /** A stand-in for GitHub's issues, and the script run against it with the check's exit code. */
    function issues() {
      const all: { number: number; state: string; body: string; labels: string[]; comments: string[] }[] = []
      const github = {
        paginate: async (_: unknown, { labels, state }: { labels: string; state: string }) =>
          all.filter((i) => i.state === state && i.labels.includes(labels)),
        rest: {
          issues: {
            listForRepo: () => {},
            create: async ({ body, labels }: { body: string; labels: string[] }) =>
              void all.push({ number: all.length + 1, state: 'open', body, labels, comments: [] }),
            update: async ({ issue_number, ...change }: { issue_number: number; body?: string; state?: string }) =>
              void Object.assign(all[issue_number - 1]!, change),
            createComment: async ({ issue_number, body }: { issue_number: number; body: string }) =>
              void all[issue_number - 1]!.comments.push(body),
          },
        },
      }
      const run = async (code: string, report = '') => {
        const fs = await import('node:fs')
        const os = await import('node:os')
        const path = await import('node:path')
        const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'settings-report-')), 'settings.md')
        fs.writeFileSync(file, report)
        await runGithubScript(script, {
          github,
          context: { repo: { owner: 'school', repo: 'site' } },
          env: { CODE: code, REPORT: file, RUN_URL: 'https://github.com/school/site/actions/runs/9' },
        })
        fs.rmSync(path.dirname(file), { recursive: true })
      }
      return { all, run }
    }

    it('opens one issue while anything is broken, updates it on each run, and closes it when everything holds', async () => {
      const { all, run } = issues()
      await run('0', 'Nothing is broken')
      expect(all).toEqual([])
      await run('1', '### Every change needs a maintainer: BROKEN')
      await run('1', '### Only main reaches the live site: BROKEN')
      expect(all).toHaveLength(1)
      expect(all[0]).toMatchObject({ state: 'open', labels: ['settings-broken'] })
      expect(all[0]!.body).toContain('Only main reaches the live site: BROKEN')
      await run('0', 'Nothing is broken')
      expect(all[0]).toMatchObject({
        state: 'closed',
        comments: ['Everything holds again (https://github.com/school/site/actions/runs/9).'],
      })
      await run('1', 'broken again')
      expect(all.map((i) => i.state)).toEqual(['closed', 'open'])
    })
  })
})
