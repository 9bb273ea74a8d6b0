// Pull request previews (docs/operations.md "Pull request previews"): built without secrets by
// preview-build.yml, deployed by preview-deploy.yml as it is on main, from the build's files, none of
// them run; and no more than a preview: main's headers, redirects and robots (every path noindex),
// no editor, the address pr-<number> and the previews' own project. Each rule is shown failing on
// the workflow it replaced (the branch's own _headers, an address from the branch's name, the
// production project by default).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { FIXTURE_CONTENT_DIR, fixtureNodeOptions } from '#tests/fixtures/testEnv.ts'
import { headersForPath, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { buildRoutesJson, formatRoutesJson } from '#scripts/postbuild/routesJson.ts'
import {
  environmentOf,
  eventsOf,
  isCheckout,
  readWorkflow,
  runGithubScript,
  wfOf,
  type Step,
  type Workflow,
} from '#tests/support/workflows.ts'

/** main's programs that read the artifact, as text or as names, each alone in its step. */
const READERS = [
  'node --import tsx scripts/deploy/previewPolicy.ts "$SITE_DIR"',
  'node --import tsx scripts/deploy/smoke.ts "$DEPLOY_URL" --query-fallback --noindex',
]
const TARGET = 'node --import tsx scripts/deploy/previewTarget.ts'

/** The workflow_run deploy of a pull request's preview (preview-deploy.yml): what it runs, from where, and in which order. */
function artifactDeployProblems(wf: Workflow): string[] {
  const problems: string[] = []
  const run = (eventsOf(wf).workflow_run ?? {}) as { workflows?: string[]; types?: string[] }
  if (JSON.stringify(run.workflows) !== '["Preview build"]') problems.push('does not run on the completion of Preview build')
  if (Object.keys(eventsOf(wf)).length !== 1) problems.push('runs on something besides workflow_run')
  const gate = Object.values(wf.jobs).find((j) => !j.needs)
  if (!gate?.if?.includes("github.event.workflow_run.event == 'pull_request'") || !gate.if.includes("conclusion == 'success'"))
    problems.push("the first job does not require a successful build of a pull request ('workflow_run.event == pull_request')")
  const deployJob = Object.entries(wf.jobs).find(([, j]) => (j.steps ?? []).some((s) => s.uses?.startsWith('cloudflare/wrangler-action@')))
  if (!deployJob) return [...problems, 'no job deploys']
  const [id, job] = deployJob
  const steps = job.steps ?? []
  const at = (pred: (s: Step) => boolean) => steps.findIndex(pred)
  if (environmentOf(job) !== 'preview') problems.push(`${id}: not in the environment preview`)
  for (const s of steps.filter(isCheckout))
    if (s.with?.ref || s.with?.repository) problems.push(`${id}: checks out ${s.with.repository ?? ''}${s.with.ref ?? ''}, not main`)
  const download = steps.find((s) => s.uses?.startsWith('actions/download-artifact@'))
  const artifactDir = download?.with?.path ?? ''
  if (!artifactDir.startsWith('${{ runner.temp }}/')) problems.push(`${id}: the artifact is not put outside the checkout (runner.temp)`)
  if (download?.with?.['run-id'] !== '${{ github.event.workflow_run.id }}') problems.push(`${id}: the artifact is not the build run's`)
  const namesArtifact = (s: Step) => JSON.stringify([s.run, s.env, s.with]).includes('runner.temp }}/preview')
  for (const s of steps) {
    const label = s.name ?? s.uses ?? s.run
    if (s['working-directory'] || s.with?.workingDirectory)
      problems.push(`${id} › ${label}: runs in another directory than main's checkout`)
    if (s.run?.includes('${{')) problems.push(`${id} › ${label}: an expression inside a script (pass it through env)`)
    if (!s.run || !namesArtifact(s)) continue
    if (READERS.includes(s.run.trim())) continue
    if (/\b(npm|npx|node|yarn|pnpm|bash|sh|source|eval|exec|python3?|chmod)\b|\.\//.test(s.run))
      problems.push(`${id} › ${label}: may run something from the artifact`)
  }
  const check = at((s) => Boolean(s.run && ['_worker.js', '_routes.json', 'functions'].every((n) => s.run!.includes(n))))
  const deploy = at((s) => Boolean(s.uses?.startsWith('cloudflare/wrangler-action@')))
  if (check < 0) problems.push(`${id}: nothing refuses _worker.js, _routes.json and functions/`)
  else if (check > deploy) problems.push(`${id}: the refusal comes after the deploy`)
  // The host applies whatever _headers and _redirects it is given: main's, written after the refusal.
  const policy = at((s) => s.run?.trim() === READERS[0])
  if (policy < 0 || policy > deploy || policy < check)
    problems.push(`${id}: main's headers and redirects do not replace the build's before the deploy`)
  // wrangler bundles the functions/ of the directory it runs in: main's checkout, whose Function a preview leaves out.
  const noFunction = at((s) => s.run?.trim() === 'rm -rf functions')
  if (noFunction < 0 || noFunction > deploy) problems.push(`${id}: main's functions/ is not removed before the deploy`)
  const command = steps[deploy]!.with?.command ?? ''
  if (!command.startsWith(`pages deploy ${artifactDir} `)) problems.push(`${id}: deploys something else than the downloaded artifact`)
  if (/--branch=main\b/.test(command)) problems.push(`${id}: deploys a preview to the production branch`)
  const smoke = at((s) => Boolean(s.run?.includes('scripts/deploy/smoke.ts')))
  if (smoke < deploy) problems.push(`${id}: no smoke check after the deploy`)
  else if (!steps[smoke]!.run!.includes('--noindex')) problems.push(`${id}: the smoke check does not ask for noindex`)
  return problems
}

/** Where the preview goes: project and alias only from main's previewTarget.ts, fed the number and the two project variables. */
function targetProblems(wf: Workflow): string[] {
  const problems: string[] = []
  const job = Object.values(wf.jobs).find((j) => (j.steps ?? []).some((s) => s.uses?.startsWith('cloudflare/wrangler-action@')))!
  const steps = job.steps ?? []
  const command = steps.find((s) => s.uses?.startsWith('cloudflare/wrangler-action@'))!.with?.command ?? ''
  const target = steps.find((s) => s.run?.trim() === TARGET)
  if (!target) return ['the project and address are not chosen by scripts/deploy/previewTarget.ts']
  const ref = `steps.${target.id}.outputs`
  if (!command.includes(`--branch=\${{ ${ref}.alias }} `)) problems.push("the alias is not previewTarget.ts's pr-<number>")
  if (!command.includes(`--project-name=\${{ ${ref}.project }} `)) problems.push("the project is not previewTarget.ts's")
  if (job.env?.PR_NUMBER !== '${{ needs.pull-request.outputs.number }}') problems.push("PR_NUMBER is not the pull request job's number")
  if (target.env?.PREVIEW_PROJECT !== '${{ vars.CLOUDFLARE_PREVIEW_PROJECT_NAME }}')
    problems.push("the previews' project is not CLOUDFLARE_PREVIEW_PROJECT_NAME alone (no fallback)")
  if (target.env?.PRODUCTION_PROJECT !== '${{ vars.CLOUDFLARE_PROJECT_NAME }}')
    problems.push('the production project is not given to refuse it')
  return problems
}

/** Nothing of the pull request's branch name reaches the deploy: only the concurrency group may name it. */
function branchNameProblems(text: string): string[] {
  const lines = text.split('\n').filter((l) => /head\.ref\b|head_ref\b|headRefName|head_branch\b/.test(l) && !/^\s*group:/.test(l))
  return lines.map((l) => `names the branch: ${l.trim()}`)
}

/** How the deploy looked before: the branch's name as the alias, the production project by default, the build's own _headers. */
const REPLACED = `
on: { workflow_run: { workflows: [Preview build], types: [completed] } }
jobs:
  pull-request:
    if: github.event.workflow_run.event == 'pull_request' && github.event.workflow_run.conclusion == 'success'
    outputs: { number: '\${{ steps.pr.outputs.number }}', alias: '\${{ steps.pr.outputs.alias }}' }
    steps:
      - id: pr
        uses: actions/github-script@x
        with: { script: "core.setOutput('alias', ownBranch ? pr.head.ref : 'pr-' + pr.number)" }
  deploy:
    needs: pull-request
    environment: { name: preview }
    env:
      PROJECT: \${{ vars.CLOUDFLARE_PREVIEW_PROJECT_NAME || vars.CLOUDFLARE_PROJECT_NAME }}
      ALIAS: \${{ needs.pull-request.outputs.alias }}
    steps:
      - uses: actions/checkout@x
      - uses: actions/download-artifact@x
        with: { name: preview-site, path: '\${{ runner.temp }}/preview/client', run-id: '\${{ github.event.workflow_run.id }}' }
      - name: Refuse
        run: find . -name _worker.js -o -name _routes.json -o -name functions
      - run: rm -rf functions
      - id: deploy
        uses: cloudflare/wrangler-action@x
        with: { command: 'pages deploy \${{ runner.temp }}/preview/client --project-name=\${{ env.PROJECT }} --branch=\${{ env.ALIAS }} --commit-dirty=true' }
      - run: node --import tsx scripts/deploy/smoke.ts "$DEPLOY_URL" --query-fallback
        env: { NCSR_OUT_DIR: '\${{ runner.temp }}/preview' }
`

describe("pull request previews: built without secrets, deployed from main's workflow as files", () => {
  const build = wfOf('preview-build.yml')
  const wf = wfOf('preview-deploy.yml')
  const job = wf.jobs.deploy!
  const stepNamed = (name: string) => job.steps!.find((s) => s.name === name)!

  it('the build runs on pull requests, reads only, and uploads dist/client as preview-site', () => {
    expect(Object.keys(eventsOf(build))).toEqual(['pull_request'])
    expect(build.permissions).toEqual({ contents: 'read' })
    const upload = build.jobs.build!.steps!.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!
    expect(upload.with).toMatchObject({ name: 'preview-site', path: 'dist/client', 'if-no-files-found': 'error' })
    const download = job.steps!.find((s) => s.uses?.startsWith('actions/download-artifact@'))!
    expect(download.with!.name).toBe(upload.with!.name)
    // workflow_run names the build by its `name:`.
    expect(parse(readWorkflow('preview-build.yml')).name).toBe('Preview build')
  })

  it("the deploy checks out main, refuses code for Cloudflare's servers, runs nothing from the artifact, serves it with main's policy, then smoke-checks with main's script", () => {
    expect(artifactDeployProblems(wf)).toEqual([])
    expect(wf.permissions).toEqual({})
    expect(job.permissions).toEqual({ actions: 'read', contents: 'read', 'pull-requests': 'write', statuses: 'write' })
    expect(job.steps!.find((s) => s.run?.includes('smoke.ts'))!.env!.NCSR_OUT_DIR).toBe('${{ runner.temp }}/preview')
    expect(stepNamed("Serve it with main's headers, redirects and robots (every path noindex), without the editor").env!.SITE_DIR).toBe(
      '${{ runner.temp }}/preview/client',
    )
  })

  it("publishes to the previews' own project at pr-<number>, never from the branch's name", () => {
    expect(targetProblems(wf)).toEqual([])
    expect(branchNameProblems(readWorkflow('preview-deploy.yml'))).toEqual([])
    expect(wf.jobs['pull-request']!.outputs).toEqual({ number: '${{ steps.pr.outputs.number }}' })
  })

  it("the rules fail the deploy they replaced: the build's _headers, the branch's name, production's project by default", () => {
    const replaced = parse(REPLACED) as Workflow
    expect(artifactDeployProblems(replaced)).toEqual([
      'deploy › node --import tsx scripts/deploy/smoke.ts "$DEPLOY_URL" --query-fallback: may run something from the artifact',
      "deploy: main's headers and redirects do not replace the build's before the deploy",
      'deploy: the smoke check does not ask for noindex',
    ])
    expect(targetProblems(replaced)).toEqual(['the project and address are not chosen by scripts/deploy/previewTarget.ts'])
    expect(branchNameProblems(REPLACED)).toEqual([
      `names the branch: with: { script: "core.setOutput('alias', ownBranch ? pr.head.ref : 'pr-' + pr.number)" }`,
    ])
    const fallback = wfOf('preview-deploy.yml')
    const target = fallback.jobs.deploy!.steps!.find((s) => s.run?.trim() === TARGET)!
    target.env!.PREVIEW_PROJECT = '${{ vars.CLOUDFLARE_PREVIEW_PROJECT_NAME || vars.CLOUDFLARE_PROJECT_NAME }}'
    expect(targetProblems(fallback)).toEqual(["the previews' project is not CLOUDFLARE_PREVIEW_PROJECT_NAME alone (no fallback)"])
  })

  it('the artifact rule fails a deploy that installs or runs the artifact, or checks out the pull request', () => {
    const wrong = parse(`
on: { workflow_run: { workflows: [Preview build], types: [completed] }, pull_request: {} }
jobs:
  deploy:
    if: github.event.workflow_run.conclusion == 'success'
    environment: production
    steps:
      - uses: actions/checkout@x
        with: { ref: '\${{ github.event.workflow_run.head_sha }}' }
      - uses: actions/download-artifact@x
        with: { name: preview-site, path: site }
      - run: npm ci && npm run build
        working-directory: site
      - run: bash \${{ runner.temp }}/preview/client/setup.sh
      - name: Smoke and more
        run: node --import tsx scripts/deploy/smoke.ts "$DEPLOY_URL"; node "$OUT/client/x.js"
        env: { OUT: '\${{ runner.temp }}/preview' }
      - uses: cloudflare/wrangler-action@x
        with: { command: 'pages deploy dist/client --branch=main' }
`) as Workflow
    expect(artifactDeployProblems(wrong)).toEqual([
      'runs on something besides workflow_run',
      "the first job does not require a successful build of a pull request ('workflow_run.event == pull_request')",
      'deploy: not in the environment preview',
      'deploy: checks out ${{ github.event.workflow_run.head_sha }}, not main',
      'deploy: the artifact is not put outside the checkout (runner.temp)',
      "deploy: the artifact is not the build run's",
      "deploy › npm ci && npm run build: runs in another directory than main's checkout",
      'deploy › bash ${{ runner.temp }}/preview/client/setup.sh: an expression inside a script (pass it through env)',
      'deploy › bash ${{ runner.temp }}/preview/client/setup.sh: may run something from the artifact',
      'deploy › Smoke and more: may run something from the artifact',
      'deploy: nothing refuses _worker.js, _routes.json and functions/',
      "deploy: main's headers and redirects do not replace the build's before the deploy",
      "deploy: main's functions/ is not removed before the deploy",
      'deploy: deploys something else than the downloaded artifact',
      'deploy: deploys a preview to the production branch',
      'deploy: no smoke check after the deploy',
    ])
  })

  /** A sample artifact: a home page, an album, what every build writes, and what a branch could add. */
  function sampleArtifact(make: (dir: string) => void = () => {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-artifact-'))
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Home</title>')
    fs.mkdirSync(path.join(dir, 'SubGallery', 'a1'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'SubGallery', 'a1', 'index.html'), 'album')
    fs.writeFileSync(path.join(dir, '_headers'), '/*\n  X-Content-Type-Options: nosniff\n')
    fs.writeFileSync(path.join(dir, '_redirects'), '/index.html / 301\n')
    // What every build writes (scripts/postbuild/routesJson.ts).
    fs.writeFileSync(path.join(dir, '_routes.json'), formatRoutesJson(buildRoutesJson()))
    make(dir)
    return dir
  }
  /** A step's script run with bash, as the runner does, with only the env given (and the fixtures' copy, never data/). */
  function runStep(step: Step, env: Record<string, string>) {
    // stdin not a socket: bash would take itself for a remote shell and read ~/.bashrc.
    const r = spawnSync('bash', ['-c', step.run!], {
      env: { PATH: process.env.PATH, NCSR_CONTENT_DIR: FIXTURE_CONTENT_DIR, NODE_OPTIONS: fixtureNodeOptions(''), ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    return { code: r.status, out: r.stdout + r.stderr }
  }

  describe('the refusal step, run on sample artifacts', () => {
    const step = stepNamed("Refuse code for Cloudflare's servers, links and odd names")
    const check = (make: (dir: string) => void) => {
      const dir = sampleArtifact(make)
      try {
        return { ...runStep(step, { SITE_DIR: dir }), files: fs.readdirSync(dir).sort() }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }

    it("passes a static site, without the build's _routes.json: a preview deploys no Function", () => {
      expect(check(() => {})).toMatchObject({ code: 0, files: ['SubGallery', '_headers', '_redirects', 'index.html'] })
    })

    it.each([
      ['_worker.js', (d: string) => fs.writeFileSync(path.join(d, '_worker.js'), 'export default {}')],
      ['a _worker.js folder', (d: string) => fs.mkdirSync(path.join(d, '_worker.js'))],
      [
        'a _routes.json folder',
        (d: string) => {
          fs.rmSync(path.join(d, '_routes.json'))
          fs.mkdirSync(path.join(d, '_routes.json'))
        },
      ],
      ['a nested _routes.json', (d: string) => fs.writeFileSync(path.join(d, 'SubGallery', '_routes.json'), '{}')],
      ['functions/', (d: string) => fs.mkdirSync(path.join(d, 'functions', 'api'), { recursive: true })],
      ['a nested functions/', (d: string) => fs.mkdirSync(path.join(d, 'SubGallery', 'functions'))],
      ['a symbolic link', (d: string) => fs.symlinkSync('/etc/passwd', path.join(d, 'passwd.html'))],
      ['a newline in a name', (d: string) => fs.writeFileSync(path.join(d, 'a\n::warning::b.html'), '')],
      ['a backslash in a name', (d: string) => fs.writeFileSync(path.join(d, 'a\\b.html'), '')],
      ['no index.html', (d: string) => fs.rmSync(path.join(d, 'index.html'))],
    ])('refuses %s', (_, make) => {
      const { code, out } = check(make)
      expect(code).toBe(1)
      expect(out).toContain('::error title=Preview refused::')
      // A name is printed quoted: it cannot start a line, so it cannot be a workflow command.
      expect(out).not.toMatch(/^::warning::/m)
    })
  })

  it("the policy step, run on an artifact that brings no CSP, a redirect away, an editor and its own robots.txt, leaves main's", () => {
    const step = stepNamed("Serve it with main's headers, redirects and robots (every path noindex), without the editor")
    const dir = sampleArtifact((d) => {
      fs.writeFileSync(path.join(d, '_headers'), '/*\n  X-Robots-Tag: all\n  Access-Control-Allow-Origin: *\n')
      fs.writeFileSync(path.join(d, '_redirects'), '/news/ https://evil.example/ 301\n')
      fs.writeFileSync(path.join(d, 'robots.txt'), 'User-agent: *\nAllow: /\nSitemap: https://evil.example/sitemap.xml\n')
      fs.mkdirSync(path.join(d, 'admin'))
      fs.writeFileSync(path.join(d, 'admin', 'index.html'), '<script src="decap.js"></script>')
    })
    try {
      // The job's env as GitHub fills it from these repository variables (the rest unset).
      const vars: Record<string, string> = { NCSR_API_BASE: 'https://api.example.org' }
      const fromVars = Object.entries(job.env!).flatMap(([k, v]) => {
        const name = /^\$\{\{ vars\.(\w+) \}\}$/.exec(v)?.[1]
        return name && vars[name] ? [[k, vars[name]] as const] : []
      })
      const { code, out } = runStep(step, { ...Object.fromEntries(fromVars), SITE_DIR: dir })
      expect(out).toContain('::notice title=Preview policy::')
      expect(code).toBe(0)
      const rules = parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'))
      for (const p of ['/', '/SubGallery/a1/', '/news/', '/images/x.svg']) {
        expect(headersForPath(rules, p)['X-Robots-Tag'], p).toContain('noindex')
        expect(headersForPath(rules, p)['Content-Security-Policy'], p).toMatch(
          /script-src 'self'.*connect-src 'self' https:\/\/api\.example\.org/,
        )
      }
      expect(headersForPath(rules, '/')).not.toHaveProperty('Access-Control-Allow-Origin')
      expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8')).not.toContain('evil')
      expect(fs.readFileSync(path.join(dir, 'robots.txt'), 'utf8')).not.toContain('evil')
      expect(fs.existsSync(path.join(dir, 'admin'))).toBe(false)
      console.log(
        "[hardening] preview of a hostile artifact (no CSP, a redirect away, its own robots.txt, an editor): main's CSP and noindex on 4 of 4 paths tried, 0 of its redirects kept, editor removed",
      )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("the target step writes pr-<number> on the previews' project, and fails on production's", () => {
    const step = job.steps!.find((s) => s.run?.trim() === TARGET)!
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'preview-target-')), 'output')
    try {
      const env = { PR_NUMBER: '7', PREVIEW_PROJECT: 'school-previews', PRODUCTION_PROJECT: 'school', GITHUB_OUTPUT: out }
      expect(runStep(step, env).code).toBe(0)
      expect(fs.readFileSync(out, 'utf8')).toBe('project=school-previews\nalias=pr-7\nurl=https://pr-7.school-previews.pages.dev\n')
      const same = runStep(step, { ...env, PREVIEW_PROJECT: 'school' })
      expect(same.code).toBe(1)
      expect(same.out).toContain('::error title=Preview refused::CLOUDFLARE_PREVIEW_PROJECT_NAME is CLOUDFLARE_PROJECT_NAME')
    } finally {
      fs.rmSync(path.dirname(out), { recursive: true, force: true })
    }
  })

  describe('the pull request comes from GitHub, never from the artifact, and gives only its number', () => {
    const script = wf.jobs['pull-request']!.steps!.find((s) => s.id === 'pr')!.with!.script!
    const pr = (over: Record<string, unknown> = {}) => ({
      number: 7,
      author_association: 'MEMBER',
      user: { login: 'office' },
      head: { sha: 'abc1234def', ref: 'cms/pages/about', repo: { full_name: 'school/site' } },
      ...over,
    })
    async function find(pulls: unknown[], env = { HEAD_SHA: 'abc1234def', HEAD_REPO: 'school/site' }) {
      const outputs: Record<string, string> = {}
      const core = { notice: vi.fn(), setOutput: (k: string, v: string) => (outputs[k] = v) }
      const github = { paginate: async () => pulls, rest: { pulls: { list: () => {} } } }
      const context = { repo: { owner: 'school', repo: 'site' }, payload: { repository: { default_branch: 'main' } } }
      await runGithubScript(script, { github, context, core, env })
      return { outputs, notices: core.notice.mock.calls.length }
    }

    it('a branch named like another (data-refresh, cms-pages-about) or like it gets the number only', async () => {
      for (const ref of ['data/refresh', 'data-refresh', 'cms-pages-about', 'main', 'x;curl${IFS}evil'])
        expect((await find([pr({ head: { sha: 'abc1234def', ref, repo: { full_name: 'school/site' } } })])).outputs, ref).toEqual({
          number: '7',
        })
    })

    it("deploys nothing for a build that is no longer a pull request's head, or for an author with no role here", async () => {
      expect(await find([pr({ head: { sha: 'newer', ref: 'x', repo: { full_name: 'school/site' } } })])).toEqual({
        outputs: {},
        notices: 1,
      })
      expect(await find([pr()], { HEAD_SHA: 'abc1234def', HEAD_REPO: 'someone/site' })).toEqual({ outputs: {}, notices: 1 })
      expect(await find([pr({ author_association: 'NONE' })])).toEqual({ outputs: {}, notices: 1 })
      expect(await find([pr({ author_association: 'FIRST_TIME_CONTRIBUTOR' })])).toEqual({ outputs: {}, notices: 1 })
    })
  })

  describe('the commit status the editor at /admin reads as "View preview"', () => {
    /** Decap CMS's GitHub backend takes the first commit status whose context contains "deploy" as an
     * entry's preview, or the one named exactly by backend.preview_context (isPreviewContext in
     * decap-cms-lib-util's API.ts, used by getDeployPreview); lib/cms/config.ts sets no preview_context. */
    const decapTakesAsPreview = (context: string) => context.includes('deploy')
    const step = stepNamed('Commit status for the editor\'s "View preview"')
    async function status(env: Record<string, string>) {
      const createCommitStatus = vi.fn()
      const github = { rest: { repos: { createCommitStatus } } }
      await runGithubScript(step.with!.script!, { github, context: { repo: { owner: 'school', repo: 'site' } }, env })
      expect(createCommitStatus).toHaveBeenCalledTimes(1)
      return createCommitStatus.mock.calls[0]![0] as Record<string, string>
    }
    const env = {
      HEAD_SHA: 'abc1234def',
      PREVIEW_URL: 'https://pr-7.site-previews.pages.dev',
      DEPLOY_URL: 'https://1a2b3c4d.site-previews.pages.dev',
      RUN_URL: 'https://github.com/school/site/actions/runs/1',
    }

    it("is set on the pull request's head commit with the pr-<number> address, in a context Decap takes", async () => {
      const s = await status({ ...env, JOB_STATUS: 'success' })
      expect(s).toMatchObject({ owner: 'school', repo: 'site', sha: 'abc1234def', state: 'success', target_url: env.PREVIEW_URL })
      expect(decapTakesAsPreview(s.context!)).toBe(true)
      expect(step.env).toMatchObject({ PREVIEW_URL: '${{ steps.target.outputs.url }}' })
      expect(job.env!.HEAD_SHA).toBe('${{ github.event.workflow_run.head_sha }}')
      const comment = stepNamed('Link the preview on the pull request')
      expect(comment.env).toMatchObject({ PREVIEW_URL: '${{ steps.target.outputs.url }}' })
      expect(JSON.stringify(wf)).not.toContain('pages-deployment-alias-url')
    })

    it('fails, pointing at the run, when the deploy or a check failed', async () => {
      expect(await status({ ...env, JOB_STATUS: 'failure' })).toMatchObject({ state: 'failure', target_url: env.RUN_URL })
      expect(step.if).toBe("always() && env.HAS_CLOUDFLARE == 'true'")
    })

    it('Decap\'s rule itself: a context without "deploy" is not taken', () => {
      expect(decapTakesAsPreview('preview')).toBe(false)
      expect(decapTakesAsPreview('deploy/preview')).toBe(true)
    })
  })

  describe('the preview comment: found by the id stored when it was made, never by its text', () => {
    const step = stepNamed('Link the preview on the pull request')
    const BOT = { login: 'github-actions[bot]' }
    /** A stand-in for GitHub's comments of pull request #7, and the script run against it with the stored id (or none). */
    async function link(comments: { id: number; user: { login: string }; body: string; issue_url: string }[], storedId?: string) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-comment-'))
      const idFile = path.join(dir, 'comment-id', 'id')
      if (storedId !== undefined) {
        fs.mkdirSync(path.dirname(idFile))
        fs.writeFileSync(idFile, storedId)
      }
      const updated: number[] = []
      const created: number[] = []
      const outputs: Record<string, string> = {}
      const github = {
        paginate: async () => comments,
        rest: {
          issues: {
            listComments: () => {},
            getComment: async ({ comment_id }: { comment_id: number }) => {
              const c = comments.find((x) => x.id === comment_id)
              if (!c) throw Object.assign(new Error('Not Found'), { status: 404 })
              return { data: c }
            },
            updateComment: async ({ comment_id }: { comment_id: number }) => void updated.push(comment_id),
            createComment: async () => (created.push(900), { data: { id: 900 } }),
          },
        },
      }
      const env = {
        PREVIEW_URL: 'https://pr-7.p.pages.dev',
        DEPLOY_URL: 'https://1a2b.p.pages.dev',
        HEAD_SHA: 'abc1234def',
        PR_NUMBER: '7',
        ID_FILE: idFile,
      }
      const core = { setOutput: (k: string, v: string) => (outputs[k] = v) }
      try {
        await runGithubScript(step.with!.script!, { github, context: { repo: { owner: 'school', repo: 'site' } }, core, env })
        return { updated, created, outputs, stored: fs.existsSync(idFile) ? fs.readFileSync(idFile, 'utf8') : undefined }
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    }
    const on7 = 'https://api.github.com/repos/school/site/issues/7'
    // What a pull request's own workflow (or the content summary it feeds) can post as the same bot.
    const forged = {
      id: 5,
      user: BOT,
      issue_url: on7,
      body: '<!-- ncsr-preview -->\n**Preview:** https://elsewhere.example/ smoke check passed',
    }
    const real = { id: 42, user: BOT, issue_url: on7, body: '<!-- ncsr-preview -->\n**Preview:** https://pr-7.p.pages.dev' }

    it('edits the stored comment, never a bot comment that merely starts with the marker', async () => {
      expect(await link([forged, real], '42')).toMatchObject({ updated: [42], created: [], outputs: {} })
    })

    it("makes a new comment, and stores its id, when none is stored or the stored one is gone, not the bot's, or elsewhere", async () => {
      for (const [comments, stored] of [
        [[forged], undefined],
        [[forged], '42'],
        [[forged, { ...real, user: { login: 'office-editor' } }], '42'],
        [[forged, { ...real, issue_url: 'https://api.github.com/repos/school/site/issues/8' }], '42'],
        [[forged], 'not a number'],
      ] as const) {
        const r = await link([...comments], stored)
        expect(r, JSON.stringify(stored)).toMatchObject({ updated: [], created: [900], outputs: { created: '900' }, stored: '900' })
      }
    })

    it("keeps the id in a cache entry of main's scope, keyed by the pull request, saved only for a new comment", () => {
      const restore = stepNamed("The preview comment's id, stored when it was made")
      const save = stepNamed("Store the new comment's id")
      expect(restore.uses).toMatch(/^actions\/cache\/restore@/)
      expect(save.uses).toMatch(/^actions\/cache\/save@/)
      expect(restore.with).toMatchObject({ 'restore-keys': 'preview-comment-${{ env.PR_NUMBER }}-' })
      expect(save.with!.key).toBe('preview-comment-${{ env.PR_NUMBER }}-${{ steps.comment.outputs.created }}')
      expect(save.if).toBe("steps.comment.outputs.created != ''")
      expect(step.env!.ID_FILE).toBe(`${restore.with!.path}/id`)
      // A workflow_run runs on the default branch: its caches are main's, which no pull request's run can write.
      expect(Object.keys(eventsOf(wf))).toEqual(['workflow_run'])
    })
  })
})
