// ci.yml and deploy.yml as docs/operations.md "The deploy workflow" describes them: the README's test
// command on Debian's Chromium, the deploy after the tests of the same commit, the build variables and
// the image cache of every build, the Cloudflare deploy with its smoke check and its notice without
// credentials.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { actionName, eventsOf, needsOf, readWorkflow as read, wfOf, type Job, type Step } from '#tests/support/workflows.ts'

/** The image cache is read by every build and written by main's only (a data pull request's cache would serve no other run). */
function cacheProblems(steps: Step[]): string[] {
  const problems: string[] = []
  if (steps.some((s) => actionName(s.uses ?? '') === 'actions/cache'))
    problems.push('actions/cache saves from every branch; use restore and save')
  const save = steps.find((s) => actionName(s.uses ?? '') === 'actions/cache/save')
  if (!save) problems.push('nothing saves the image cache')
  else if (!save.if?.includes("github.ref == 'refs/heads/main'")) problems.push('the image cache is saved from branches other than main')
  if (!steps.some((s) => actionName(s.uses ?? '') === 'actions/cache/restore')) problems.push('nothing restores the image cache')
  return problems
}

describe('ci.yml and deploy.yml', () => {
  it('ci runs the README test command with Debian Chromium and no browser download', () => {
    const src = read('ci.yml')
    expect(src).toContain('apt-get install')
    expect(src).toMatch(/chromium/)
    expect(src).toContain("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1'")
    expect(src).toContain('npm ci')
    expect(src).toContain('run: npm test')
  })

  it('deploy waits for the tests of the same commit: the production deploy needs the test job, which runs ci.yml', () => {
    const wf = wfOf('deploy.yml')
    expect((eventsOf(wf).push as { branches: string[] }).branches).toEqual(['main'])
    expect(wf.jobs.test!.uses).toBe('./.github/workflows/ci.yml')
    expect(eventsOf(wfOf('ci.yml'))).toHaveProperty('workflow_call')
    // ci.yml's own push trigger leaves main to deploy.yml, so main's tests run once.
    expect(eventsOf(wfOf('ci.yml')).push).toEqual({ 'branches-ignore': ['main'] })
    for (const name of ['production', 'github-pages-build']) expect(needsOf(wf.jobs[name]!), name).toContain('test')
    expect(needsOf(wf.jobs['github-pages-deploy']!)).toContain('github-pages-build')
    // No job publishes without a path through `test`.
    const publishes = (j: Job) => (j.steps ?? []).some((s) => /wrangler-action|deploy-pages/.test(s.uses ?? ''))
    const reachesTest = (name: string, seen = new Set<string>()): boolean =>
      name === 'test' || needsOf(wf.jobs[name]!).some((n) => !seen.has(n) && reachesTest(n, seen.add(n)))
    const publishing = Object.entries(wf.jobs).filter(([, j]) => publishes(j))
    expect(publishing.map(([name]) => name).sort()).toEqual(['github-pages-deploy', 'production'])
    for (const [name] of publishing) expect(reachesTest(name), name).toBe(true)
  })

  it('every build gets the contract variables from variables, the form token but never the sync token, NCSR_DEPLOY and the image cache', () => {
    for (const f of ['deploy.yml', 'preview-build.yml']) {
      const wf = wfOf(f)
      for (const v of [
        'NCSR_API_BASE',
        'NCSR_FORM_TOKEN',
        'CONTACT_FORM_ENDPOINT',
        'CAREER_FORM_ENDPOINT',
        'ALUMNI_FORM_ENDPOINT',
        'MEDIA_BASE',
        'SITE_URL',
      ]) {
        expect(wf.env![v], `${f} ${v}`).toBe(`\${{ vars.${v} }}`)
      }
      expect(wf.env, f).not.toHaveProperty('NCSR_API_TOKEN')
    }
    const build = fs.readFileSync('.github/actions/build-site/action.yml', 'utf8')
    expect(build).toContain('npm ci --omit=dev')
    const steps = (parse(build) as { runs: { steps: Step[] } }).runs.steps
    expect(cacheProblems(steps)).toEqual([])
    const cache = steps.find((s) => s.uses?.startsWith('actions/cache/restore@'))!
    expect(cache.with!.path).toContain('.cache/images')
    expect(cache.with!.key).toBe("images-${{ runner.os }}-${{ hashFiles('data/api/**', 'data/content/**') }}")
    expect(cache.with!['restore-keys']).toBe('images-${{ runner.os }}-')
    // The build fails without SITE_URL when it will be published; a fork's preview has no variables.
    const buildStep = steps.find((s) => s.run === 'npm run build')!
    expect(buildStep.env!.NCSR_DEPLOY).toBe("${{ inputs.deploy != 'false' && '1' || '' }}")
    const deploy = wfOf('deploy.yml')
    for (const name of ['production', 'github-pages-build']) {
      const use = deploy.jobs[name]!.steps!.find((s) => s.uses === './.github/actions/build-site')!
      expect(use.with?.deploy, name).toBeUndefined() // the default: 'true'
    }
    const preview = wfOf('preview-build.yml').jobs.build!.steps!.find((s) => s.uses === './.github/actions/build-site')!
    expect(preview.with!.deploy).toBe('${{ github.event.pull_request.head.repo.full_name == github.repository }}')
  })

  it('deploy publishes dist/client to Cloudflare Pages, smoke-checks it, and skips with a notice without credentials', () => {
    const jobs = [wfOf('deploy.yml').jobs.production!, wfOf('preview-deploy.yml').jobs.deploy!]
    for (const job of jobs) {
      const deploy = job.steps!.find((s) => s.uses?.startsWith('cloudflare/wrangler-action@'))!
      expect(deploy.with!.command).toMatch(/^pages deploy (dist|\$\{\{ runner\.temp \}\}\/preview)\/client /)
      expect(deploy.if).toBe("env.HAS_CLOUDFLARE == 'true'")
      expect(job.env!.HAS_CLOUDFLARE).toContain("secrets.CLOUDFLARE_API_TOKEN != ''")
      const smoke = job.steps!.find((s) => s.run?.includes('scripts/deploy/smoke.ts'))!
      expect(smoke.if).toBe("env.HAS_CLOUDFLARE == 'true'")
      // Production has the album Function and must answer /SubGallery?id= with a 301; a preview has none.
      expect(smoke.run!.includes('--query-fallback'), smoke.run).toBe(job === jobs[1])
      expect(job.steps!.find((s) => s.if === "env.HAS_CLOUDFLARE != 'true'")!.run).toContain('::notice')
    }
    // Production is deployed from the checkout's root, where wrangler finds the album Function.
    const production = jobs[0]!.steps!.find((s) => s.uses?.startsWith('cloudflare/wrangler-action@'))!
    expect(production.with!.workingDirectory).toBeUndefined()
    expect(fs.existsSync('functions/SubGallery/index.ts')).toBe(true)
    // The preview's address lands on the pull request.
    const preview = wfOf('preview-deploy.yml').jobs.deploy!
    const comment = preview.steps!.find((s) => s.name === 'Link the preview on the pull request')!
    expect(comment.with!.script).toMatch(/createComment|updateComment/)
    expect(preview.permissions).toMatchObject({ 'pull-requests': 'write' })
    // The fallback host builds with the meta-tag CSP.
    const pages = wfOf('deploy.yml').jobs['github-pages-build']!
    expect(pages.env!.NCSR_HOST).toBe('github-pages')
    expect(pages.steps!.find((s) => s.uses?.startsWith('actions/upload-pages-artifact@'))!.with!.path).toBe('dist/client')
  })

  it('the image cache is saved from main only', () => {
    const wrong = parse('[{ uses: actions/cache@x }, { uses: actions/cache/save@x, if: always() }]') as Step[]
    expect(cacheProblems(wrong)).toEqual([
      'actions/cache saves from every branch; use restore and save',
      'the image cache is saved from branches other than main',
      'nothing restores the image cache',
    ])
  })
})
