// `npm run setup` (scripts/setup/) against a stand-in GitHub and Cloudflare on 127.0.0.1
// (tests/support/settingsApis.ts): --apply on an empty organisation, then --check says every
// promise of SECURITY.md holds; each misconfiguration, made one at a time, is named by --check with
// its fix; a second --apply changes nothing; secrets arrive sealed and are never printed or written.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { runSetup, type Mode, type SetupOptions } from '#scripts/setup/run.ts'
import { sealForGithub } from '#scripts/setup/secrets.ts'
import { emptyWorld, startSettingsApis, TOKENS, type StandIn, type World } from '#tests/support/settingsApis.ts'

const ORG = 'nazareth-convent'
const ACCOUNT = 'a'.repeat(32)
const PREVIEW_ACCOUNT = 'b'.repeat(32)
const OWNER = `@${ORG}/web-maintainers`
const SITE = 'https://www.school.test'
/** The values typed at --apply's questions, by secret name: none may ever appear in the output or a file. */
const ANSWERS: Record<string, string> = {
  CLOUDFLARE_API_TOKEN: 'cf-deploy-token-0001',
  NCSR_API_TOKEN: 'sync-token-0002',
  DATA_PR_TOKEN: 'github_pat_databot_0003',
  DATA_MERGE_TOKEN: 'github_pat_mergebot_0004',
  SETTINGS_READ_TOKEN: 'github_pat_reader_0005',
  CLOUDFLARE_READ_TOKEN: 'cf-read-token-0006',
  GITHUB_CLIENT_ID: 'Iv1.client0007',
  GITHUB_CLIENT_SECRET: 'client-secret-0008',
}

const dirs: string[] = []
const servers: StandIn[] = []
afterEach(async () => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
  for (const s of servers.splice(0)) await s.close()
})

/** A fresh fork's working copy: the repository's CODEOWNERS (the placeholder) and a filled-in settings file. */
function workingCopy(site = SITE, over: (s: Record<string, Record<string, unknown>>) => void = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'setup-'))
  dirs.push(dir)
  fs.mkdirSync(path.join(dir, '.github'))
  fs.copyFileSync('.github/CODEOWNERS', path.join(dir, '.github/CODEOWNERS'))
  const settings = JSON.parse(fs.readFileSync('.github/school.json', 'utf8')) as Record<string, Record<string, unknown>>
  Object.assign(settings.github!, {
    organisation: ORG,
    repository: 'school-website',
    maintainers: 'web-maintainers',
    dataBot: 'ncsr-data-bot',
    mergeBot: 'ncsr-merge-bot',
  })
  Object.assign(settings.cloudflare!, {
    accountId: ACCOUNT,
    project: 'ncsr-school',
    previewAccountId: PREVIEW_ACCOUNT,
    previewProject: 'ncsr-school-previews',
  })
  settings.site!.url = site
  Object.assign(settings.variables!, {
    NCSR_API_BASE: 'https://api.school.example',
    NCSR_FORM_TOKEN: 'public-form-token',
    CONTACT_FORM_ENDPOINT: 'https://script.example.com/macros/s/contact/exec',
    DATA_PR_REVIEWERS: 'alice',
    DATA_PR_AUTOMERGE: 'true',
  })
  over(settings)
  fs.writeFileSync(path.join(dir, '.github/school.json'), JSON.stringify(settings, null, 2))
  return dir
}

async function standIn(world?: World) {
  const w =
    world ??
    (await emptyWorld({
      org: ORG,
      repo: 'school-website',
      accounts: [ACCOUNT, PREVIEW_ACCOUNT],
      codeowners: fs.readFileSync('.github/CODEOWNERS', 'utf8'),
      members: ['alice', 'bob', 'ncsr-data-bot', 'ncsr-merge-bot', 'mallory'],
      siteHost: new URL(SITE).host,
    }))
  const s = await startSettingsApis(w)
  servers.push(s)
  return s
}

/** Runs the command in-process as `npm run setup -- --<mode>` would, with the answers typed at each question. */
async function setup(api: StandIn, cwd: string, mode: Mode, extra: Partial<SetupOptions> = {}, read = false) {
  const out: string[] = []
  const asked: string[] = []
  const code = await runSetup({
    mode,
    cwd,
    env: {
      GITHUB_TOKEN: read ? TOKENS.githubRead : TOKENS.githubAdmin,
      CLOUDFLARE_API_TOKEN: read ? TOKENS.cloudflareRead : TOKENS.cloudflareAdmin,
      GITHUB_API_URL: api.githubUrl,
      CLOUDFLARE_API_URL: api.cloudflareUrl,
    },
    fetch: api.siteFetch,
    ask: async (q) => {
      asked.push(q)
      return ANSWERS[q.split(' ')[0]!] ?? ''
    },
    seal: sealForGithub,
    out: (l) => out.push(l),
    ...extra,
  })
  return { code, out, text: out.join('\n'), asked }
}
const writes = (w: World) => w.log.filter((r) => r.method !== 'GET')
const broken = (text: string) => text.split('\n').filter((l) => l.startsWith('  BROKEN'))

/**
 * A world set up by --apply, then what the school does by hand: the maintainers added to their team,
 * the rewritten CODEOWNERS merged into main. The starting point of each misconfiguration. `onStandIn`:
 * the site is the stand-in's own address (for a run with Node's own fetch).
 */
async function configured(onStandIn = false) {
  const api = await standIn()
  const site = onStandIn ? `https://127.0.0.1:${new URL(api.githubUrl).port}` : SITE
  api.world.site.host = new URL(site).host
  const cwd = workingCopy(site)
  expect((await setup(api, cwd, 'apply')).code).toBe(0)
  byHand(api.world, cwd)
  return { api, cwd }
}
function byHand(w: World, cwd: string) {
  w.teams['web-maintainers']!.members.push('alice', 'bob')
  w.files['.github/CODEOWNERS'] = fs.readFileSync(path.join(cwd, '.github/CODEOWNERS'), 'utf8')
}

describe('npm run setup on an empty organisation', () => {
  it('--plan changes nothing and lists what --apply will do; --apply makes it; --check then says every promise holds', async () => {
    const api = await standIn()
    const cwd = workingCopy()
    const plan = await setup(api, cwd, 'plan')
    expect(plan.code).toBe(0)
    expect(writes(api.world)).toEqual([])
    for (const line of [
      'create the team web-maintainers (the code owners)',
      'create the ruleset "main": code owner review of the latest push, test and build required',
      'create the environment production, limited to the branch main',
      'set the secret DATA_PR_TOKEN in the environment data-refresh (asked for)',
      "create the Pages project ncsr-school-previews (the previews'), production branch main",
      `write ${OWNER} as the owner of every line of .github/CODEOWNERS here (commit and merge it)`,
    ])
      expect(plan.out).toContain(`  ${line}`)

    const apply = await setup(api, cwd, 'apply')
    expect(apply.code, apply.text).toBe(0)
    expect(apply.text).not.toContain('FAILED')
    const w = api.world
    expect(w.teams['web-maintainers']).toMatchObject({ permission: 'maintain' })
    expect(w.teams['data-merge']).toMatchObject({ permission: 'push', members: ['ncsr-merge-bot'] })
    expect(w.collaborators['ncsr-data-bot']).toBe('push')
    const main = w.rulesets.find((r) => r.name === 'main')!
    expect(main.bypass_actors).toEqual([{ actor_id: w.teams['data-merge']!.id, actor_type: 'Team', bypass_mode: 'pull_request' }])
    expect(main.rules.find((r) => r.type === 'pull_request')!.parameters).toMatchObject({
      require_code_owner_review: true,
      require_last_push_approval: true,
    })
    for (const name of ['production', 'preview', 'data-refresh', 'settings-check'])
      expect(w.environments[name], name).toMatchObject({
        policy: { protected_branches: false, custom_branch_policies: true },
        branchPolicies: [{ name: 'main', type: 'branch' }],
      })
    // Each secret arrived sealed with its environment's key, as typed (GitHub opened it).
    expect(w.environments['production']!.secrets).toEqual({
      CLOUDFLARE_API_TOKEN: ANSWERS.CLOUDFLARE_API_TOKEN,
      CLOUDFLARE_ACCOUNT_ID: ACCOUNT,
    })
    expect(w.environments['preview']!.secrets.CLOUDFLARE_ACCOUNT_ID).toBe(PREVIEW_ACCOUNT)
    expect(w.environments['data-refresh']!.secrets).toEqual({
      NCSR_API_TOKEN: ANSWERS.NCSR_API_TOKEN,
      DATA_PR_TOKEN: ANSWERS.DATA_PR_TOKEN,
      DATA_MERGE_TOKEN: ANSWERS.DATA_MERGE_TOKEN,
    })
    expect(w.variables).toMatchObject({
      CLOUDFLARE_PROJECT_NAME: 'ncsr-school',
      CLOUDFLARE_PREVIEW_PROJECT_NAME: 'ncsr-school-previews',
      SITE_URL: SITE,
      DATA_PR_AUTOMERGE: 'true',
    })
    expect(w.accounts[ACCOUNT]!.projects['ncsr-school']).toMatchObject({
      production_branch: 'main',
      env_vars: { GITHUB_CLIENT_SECRET: { type: 'secret_text', value: ANSWERS.GITHUB_CLIENT_SECRET } },
    })
    expect(w.accounts[PREVIEW_ACCOUNT]!.projects['ncsr-school-previews']).toMatchObject({ production_branch: 'main', env_vars: {} })
    expect(w.actions).toMatchObject({
      permissions: { allowed_actions: 'selected', sha_pinning_required: true },
      fork: { approval_policy: 'all_external_contributors' },
    })
    expect(w.workflows.every((x) => x.state === 'active')).toBe(true)
    // Never printed, never written: not in the output, the questions, or any file of the working copy.
    const files = fs.readdirSync(cwd, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    for (const value of Object.values(ANSWERS)) {
      expect([plan.text, apply.text, ...apply.asked].join('\n')).not.toContain(value)
      for (const f of files) expect(fs.readFileSync(path.join(f.parentPath, f.name), 'utf8')).not.toContain(value)
    }

    // Until the school has done its part by hand, the check names it: main's CODEOWNERS still names the
    // placeholder, and the maintainers' team has nobody in it.
    const before = await setup(api, cwd, 'check', {}, true)
    expect(before.code).toBe(1)
    expect(broken(before.text)).toEqual([
      expect.stringContaining('the team web-maintainers has no member: nobody can approve a change'),
      expect.stringContaining('CODEOWNERS on main still names the placeholder @OWNER/maintainers'),
    ])
    expect(fs.readFileSync(path.join(cwd, '.github/CODEOWNERS'), 'utf8')).not.toContain('@OWNER/')
    byHand(api.world, cwd)
    // With the read-only tokens of the daily check: every promise holds.
    const check = await setup(api, cwd, 'check', {}, true)
    expect(check.code, check.text).toBe(0)
    expect(broken(check.text)).toEqual([])
    for (const promise of [
      'Every change needs a maintainer',
      'Only main reaches the live site',
      "An editor's account reaches no secret",
      'The data bot merges only snapshot data',
      'A preview is no more than a preview',
      "Editors sign in through the site's own Functions",
      'The site answers on https only',
    ])
      expect(check.out).toContain(`${promise}: holds`)
    // What no API shows is said as such.
    expect(check.text).toContain("cannot tell the old sign-in helper's OAuth App: GitHub's API lists no OAuth Apps")
  })

  it('a second --apply changes nothing', async () => {
    const { api, cwd } = await configured()
    const before = writes(api.world).length
    const again = await setup(api, cwd, 'apply')
    expect(again).toMatchObject({ code: 0, asked: [] })
    expect(again.out).toEqual(['Nothing to change.'])
    expect(writes(api.world).length).toBe(before)
    expect((await setup(api, cwd, 'plan')).out).toEqual(['--apply would change nothing.'])
  })
})

describe('--check names each misconfiguration with its fix', () => {
  let base: World
  beforeAll(async () => {
    const { api } = await configured()
    base = structuredClone(api.world)
  })
  /** The configured world with one thing changed, and what --check says about it. */
  async function checkAfter(change: (w: World) => void) {
    const world = structuredClone(base)
    world.log = []
    change(world)
    const api = await standIn(world)
    const r = await setup(api, workingCopy(), 'check', {}, true)
    expect(r.code).toBe(1)
    return broken(r.text).map((l, i) => `${l.trim()} | ${r.out[r.out.indexOf(broken(r.text)[i]!) + 1]?.trim() ?? ''}`)
  }

  it.each<[string, (w: World) => void, RegExp]>([
    [
      'a repository secret',
      (w) => void w.repoSecrets.push('NCSR_API_TOKEN'),
      /repository secrets present: NCSR_API_TOKEN; any workflow on any branch can read them \| fix: move each into its environment/,
    ],
    [
      'an environment open to other branches',
      (w) => void (w.environments['production']!.policy = null),
      /the environment production is open to every branch, not to main alone \| fix: npm run setup -- --apply/,
    ],
    [
      'an environment with a second branch rule',
      (w) => void w.environments['data-refresh']!.branchPolicies.push({ id: 9, name: 'cms/*', type: 'branch' }),
      /the environment data-refresh is open to branch main, branch cms\/\*, not to main alone/,
    ],
    [
      'the ruleset without code-owner review',
      (w) =>
        void (w.rulesets
          .find((r) => r.name === 'main')!
          .rules.find((r) => r.type === 'pull_request')!.parameters!.require_code_owner_review = false),
      /main's ruleset: Require review from Code Owners is off \| fix: npm run setup -- --apply/,
    ],
    [
      'the ruleset switched to evaluate',
      (w) => void (w.rulesets.find((r) => r.name === 'main')!.enforcement = 'evaluate'),
      /main's ruleset: its enforcement is evaluate, not active/,
    ],
    [
      'a role in the bypass list',
      (w) =>
        void w.rulesets
          .find((r) => r.name === 'main')!
          .bypass_actors.push({ actor_id: 5, actor_type: 'RepositoryRole', bypass_mode: 'always' }),
      /main's bypass list holds RepositoryRole 5 \(always\): each can merge without a maintainer's review/,
    ],
    [
      'a person in the bypass list',
      (w) => void w.teams['data-merge']!.members.push('mallory'),
      /a person in the bypass list: mallory in the team data-merge can merge without review \| fix: npm run setup -- --apply/,
    ],
    [
      'CODEOWNERS errors (its team lost access)',
      (w) => void delete w.teams['web-maintainers']!.permission,
      /GitHub reports errors in CODEOWNERS on main: line \d+: Unknown owner/,
    ],
    [
      'CODEOWNERS naming another owner',
      (w) => void (w.files['.github/CODEOWNERS'] = w.files['.github/CODEOWNERS']!.replace(/^(\/lib\/\s+)\S+$/m, '$1@mallory')),
      /CODEOWNERS on main: line \d+, \/lib\/: owned by @mallory, not @nazareth-convent\/web-maintainers/,
    ],
    [
      'the preview project equal to production',
      (w) => void (w.variables.CLOUDFLARE_PREVIEW_PROJECT_NAME = 'ncsr-school'),
      /CLOUDFLARE_PREVIEW_PROJECT_NAME is the production project \(ncsr-school\): previews are refused/,
    ],
    [
      'SITE_URL not redirecting http:// to https://',
      (w) => void (w.site.redirects = false),
      /http:\/\/www\.school\.test\/ answers 200, not a permanent redirect to https:\/\/www\.school\.test\/ \| fix: Cloudflare: the zone > SSL\/TLS > Edge Certificates > Always Use HTTPS/,
    ],
    ['a tag named main', (w) => void w.tags.push('main'), /a tag named main exists.* \| fix: delete it: git push origin :refs\/tags\/main/],
    [
      'write tokens for every workflow',
      (w) => void (w.actions.workflow.default_workflow_permissions = 'write'),
      /workflow permissions: default_workflow_permissions is "write", not "read"/,
    ],
    [
      'two-factor not required',
      (w) => void (w.twoFactor = false),
      /does not require two-factor authentication.* \| fix: Organisation settings > Authentication security/,
    ],
    [
      'the sign-in secrets missing',
      (w) => void delete w.accounts[ACCOUNT]!.projects['ncsr-school']!.env_vars.GITHUB_CLIENT_SECRET,
      /the Pages project ncsr-school lacks GITHUB_CLIENT_SECRET: editors cannot sign in/,
    ],
    [
      'the old helper Worker',
      (w) => void w.accounts[ACCOUNT]!.workers.push('sveltia-cms-auth'),
      /the old sign-in helper's Worker sveltia-cms-auth still runs.* \| fix: npm run setup -- --retire/,
    ],
    [
      'branch-named previews in the production project',
      (w) =>
        void w.accounts[ACCOUNT]!.projects['ncsr-school']!.deployments.push({
          id: 'd1',
          environment: 'preview',
          url: 'https://d1.ncsr-school.pages.dev',
          aliases: ['https://data-refresh.ncsr-school.pages.dev'],
        }),
      /the production project ncsr-school holds 1 preview deployment .*data-refresh\.ncsr-school\.pages\.dev \| fix: npm run setup -- --retire/,
    ],
    [
      "the old helper's variable",
      (w) => void (w.variables.CMS_AUTH_BASE_URL = 'https://auth.example.workers.dev'),
      /variables of the old setup are still set: CMS_AUTH_BASE_URL \| fix: npm run setup -- --retire/,
    ],
  ])('%s', async (_, change, named) => {
    const found = await checkAfter(change)
    expect(
      found.some((l) => named.test(l)),
      found.join('\n'),
    ).toBe(true)
  })

  it('says "cannot tell", never "holds", for what its token may not read', async () => {
    const world = structuredClone(base)
    world.forbidden = [/\/environments$/, /\/actions\/secrets$/, /\/selected-actions$/]
    const api = await standIn(world)
    const r = await setup(api, workingCopy(), 'check', {}, true)
    expect(r.code, r.text).toBe(0)
    expect(r.text).toContain(
      'cannot tell the environments: GET /github/repos/nazareth-convent/school-website/environments?per_page=100: 403',
    )
    expect(r.text).toContain('cannot tell the repository secrets')
    expect(r.text).toContain('cannot tell the allowed actions')
    expect(r.out).toContain('Only main reaches the live site: cannot tell')
  })

  it('--retire removes what the old setup left, then the check holds', async () => {
    const world = structuredClone(base)
    world.accounts[ACCOUNT]!.workers.push('sveltia-cms-auth', 'another-worker')
    world.accounts[ACCOUNT]!.projects['ncsr-school']!.deployments.push(
      {
        id: 'd1',
        environment: 'preview',
        url: 'https://d1.ncsr-school.pages.dev',
        aliases: ['https://cms-pages-about.ncsr-school.pages.dev'],
      },
      { id: 'd2', environment: 'production', url: 'https://d2.ncsr-school.pages.dev', aliases: [] },
    )
    world.variables.CMS_AUTH_BASE_URL = 'https://auth.example.workers.dev'
    const api = await standIn(world)
    const cwd = workingCopy()
    // --apply leaves them: removing is --retire's alone.
    expect((await setup(api, cwd, 'apply')).out).toEqual(['Nothing to change.'])
    const retire = await setup(api, cwd, 'retire')
    expect(retire.code, retire.text).toBe(0)
    expect(api.world.accounts[ACCOUNT]!.workers).toEqual(['another-worker'])
    expect(api.world.accounts[ACCOUNT]!.projects['ncsr-school']!.deployments.map((d) => d.id)).toEqual(['d2'])
    expect(api.world.variables).not.toHaveProperty('CMS_AUTH_BASE_URL')
    expect((await setup(api, cwd, 'check', {}, true)).code).toBe(0)
  })
})

describe('the command as the daily workflow runs it', () => {
  it('runs on Node alone (no tsx, nothing installed) and writes the Markdown report', async () => {
    const { api, cwd } = await configured(true)
    const report = path.join(cwd, 'report.md')
    const child = spawn(process.execPath, [path.resolve('scripts/setup.ts'), '--check', '--report', report], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        GITHUB_TOKEN: TOKENS.githubRead,
        CLOUDFLARE_API_TOKEN: TOKENS.cloudflareRead,
        GITHUB_API_URL: api.githubUrl,
        CLOUDFLARE_API_URL: api.cloudflareUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
    expect(code, out).toBe(0)
    expect(out).toContain('Nothing is broken')
    expect(fs.readFileSync(report, 'utf8')).toMatch(/^The daily settings check .*\n\n### Every change needs a maintainer: holds/)
  }, 60_000)

  it('--only codeowners reads CODEOWNERS alone, and fails while it names the placeholder', async () => {
    const api = await standIn()
    const cwd = workingCopy()
    const r = await setup(api, cwd, 'check', {
      only: 'codeowners',
      env: { GITHUB_TOKEN: TOKENS.githubRead, GITHUB_API_URL: api.githubUrl },
    })
    expect(r.code).toBe(1)
    expect(broken(r.text)).toEqual([expect.stringContaining('still names the placeholder @OWNER/maintainers')])
    expect(new Set(api.world.log.map((l) => l.path.replace(/\/github\/repos\/[^/]+\/[^/]+/, '')))).toEqual(
      new Set(['/contents/.github/CODEOWNERS', '/codeowners/errors']),
    )
  })

  it('refuses an unfilled settings file, naming each field, and sends nothing', async () => {
    const api = await standIn()
    const cwd = workingCopy(SITE, (s) => {
      s.github!.organisation = 'OWNER'
      s.cloudflare!.previewProject = 'ncsr-school'
      s.cloudflare!.previewAccountId = ''
      s.github!.mergeBot = 'ncsr-data-bot'
    })
    const r = await setup(api, cwd, 'apply')
    expect(r.code).toBe(2)
    expect(r.out).toEqual([
      'Fill in .github/school.json first (docs/setup.md "The settings file"):',
      '  .github/school.json › github.organisation: still the placeholder OWNER',
      '  .github/school.json › github.mergeBot: must be another account than github.dataBot (the data pull request is opened by one and merged by the other)',
      '  .github/school.json › cloudflare.previewProject: must not be the production project (a preview is never production)',
    ])
    expect(api.world.log).toEqual([])
  })
})
