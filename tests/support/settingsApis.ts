// A stand-in for GitHub's and Cloudflare's REST APIs on 127.0.0.1, for the setup command's tests
// (tests/unit/setup/): only the endpoints the command calls, answering with the documented shapes
// and statuses (GitHub: docs.github.com/rest; Cloudflare: its v4 envelope). The world is plain data
// a test changes to make one misconfiguration at a time. Environment secrets are opened with the
// environment's private key, as GitHub would, so a test sees exactly what arrived. Every request is
// logged, so a test can tell that a second --apply wrote nothing. The site's http:// address is
// answered here too (siteFetch): a redirect to https unless the world says otherwise.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import sodium from 'libsodium-wrappers'

export const TOKENS = { githubAdmin: 'gh-admin', githubRead: 'gh-read', cloudflareAdmin: 'cf-admin', cloudflareRead: 'cf-read' }

export interface Team {
  id: number
  members: string[]
  /** Its role on the repository, when it has one. */
  permission?: string
}
export interface RulesetRecord {
  id: number
  name: string
  target: string
  enforcement: string
  conditions: unknown
  bypass_actors: { actor_id: number | null; actor_type: string; bypass_mode: string }[]
  rules: { type: string; parameters?: Record<string, unknown> }[]
}
export interface EnvironmentRecord {
  policy: { protected_branches: boolean; custom_branch_policies: boolean } | null
  branchPolicies: { id: number; name: string; type: string }[]
  /** Secret name -> the value GitHub decrypted. */
  secrets: Record<string, string>
  keys: { publicKey: Uint8Array; privateKey: Uint8Array; keyId: string }
}
export interface Project {
  name: string
  production_branch: string
  env_vars: Record<string, { type: string; value: string }>
  domains: { name: string; status: string }[]
  deployments: { id: string; environment: string; url: string; aliases: string[] }[]
}
export interface World {
  org: string
  repo: string
  private: boolean
  twoFactor: boolean
  /** Accounts that are members of the organisation. */
  members: string[]
  repoOptions: { allow_auto_merge: boolean; delete_branch_on_merge: boolean }
  teams: Record<string, Team>
  collaborators: Record<string, string>
  rulesets: RulesetRecord[]
  environments: Record<string, EnvironmentRecord>
  variables: Record<string, string>
  repoSecrets: string[]
  actions: {
    permissions: { enabled: boolean; allowed_actions: string; sha_pinning_required: boolean }
    selected: { github_owned_allowed: boolean; verified_allowed: boolean; patterns_allowed: string[] }
    workflow: { default_workflow_permissions: string; can_approve_pull_request_reviews: boolean }
    fork: { approval_policy: string }
  }
  workflows: { id: number; path: string; state: string }[]
  tags: string[]
  /** main's files (CODEOWNERS). */
  files: Record<string, string>
  /** Cloudflare: account id -> projects and Workers. */
  accounts: Record<string, { projects: Record<string, Project>; workers: string[] }>
  /** The site's host, and what http:// answers there (served by the stand-in: see siteFetch). */
  site: { host: string; redirects: boolean }
  /** Each request: method and path (no query). */
  log: { method: string; path: string }[]
  /** Paths (after /github or /cloudflare/client/v4) this token may not read: answered 403. */
  forbidden: RegExp[]
  nextId: number
}

/** An organisation with a freshly forked repository and two Cloudflare accounts, nothing set up. */
export async function emptyWorld(o: {
  org: string
  repo: string
  accounts: string[]
  codeowners: string
  members: string[]
  siteHost: string
}): Promise<World> {
  await sodium.ready
  return {
    org: o.org,
    repo: o.repo,
    private: false,
    twoFactor: true,
    members: o.members,
    repoOptions: { allow_auto_merge: false, delete_branch_on_merge: false },
    teams: {},
    collaborators: {},
    rulesets: [],
    environments: {},
    variables: {},
    repoSecrets: [],
    actions: {
      permissions: { enabled: true, allowed_actions: 'all', sha_pinning_required: false },
      selected: { github_owned_allowed: true, verified_allowed: false, patterns_allowed: [] },
      workflow: { default_workflow_permissions: 'read', can_approve_pull_request_reviews: false },
      fork: { approval_policy: 'first_time_contributors' },
    },
    // A fork starts with its workflows off.
    workflows: ['ci.yml', 'deploy.yml', 'refresh-data.yml'].map((f, i) => ({
      id: 100 + i,
      path: `.github/workflows/${f}`,
      state: 'disabled_fork',
    })),
    tags: [],
    files: { '.github/CODEOWNERS': o.codeowners },
    accounts: Object.fromEntries(o.accounts.map((a) => [a, { projects: {}, workers: [] }])),
    site: { host: o.siteHost, redirects: true },
    log: [],
    forbidden: [],
    nextId: 1000,
  }
}

type Reply = { status: number; body?: unknown; headers?: Record<string, string> }
type Handler = (m: string[], body: Record<string, unknown>, url: URL) => Reply | Promise<Reply>

const notFound: Reply = { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } }
const cfNotFound: Reply = {
  status: 404,
  body: { success: false, errors: [{ code: 8000007, message: 'Project not found.' }], messages: [], result: null },
}
const cf = (result: unknown, info?: unknown): Reply => ({
  status: 200,
  body: { success: true, errors: [], messages: [], result, ...(info ? { result_info: info } : {}) },
})

function githubRoutes(w: World): [string, RegExp, Handler][] {
  const repoPath = `/repos/${w.org}/${w.repo}`
  const env = (name: string) => w.environments[name]
  const newEnv = (): EnvironmentRecord => {
    const k = sodium.crypto_box_keypair()
    return {
      policy: null,
      branchPolicies: [],
      secrets: {},
      keys: { publicKey: k.publicKey, privateKey: k.privateKey, keyId: String(w.nextId++) },
    }
  }
  const envJson = (name: string, e: EnvironmentRecord) => ({
    id: name.length,
    name,
    deployment_branch_policy: e.policy,
    protection_rules: [],
  })
  const legacy = (p: string) => (p === 'push' || p === 'maintain' ? 'write' : p === 'triage' || p === 'pull' ? 'read' : p)
  const teamBySlug = (slug: string) => w.teams[slug]
  const rulesetJson = (r: RulesetRecord) => ({ ...r, source_type: 'Repository', source: `${w.org}/${w.repo}` })
  const validRuleset = (b: Record<string, unknown>) =>
    ((b.bypass_actors ?? []) as { actor_type: string; actor_id: number }[]).every(
      (a) => a.actor_type !== 'Team' || Object.values(w.teams).some((t) => t.id === a.actor_id),
    )
  const text = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const R = (p: string) => new RegExp(`^${text(repoPath)}${p}$`)
  return [
    [
      'GET',
      R(''),
      () => ({ status: 200, body: { full_name: `${w.org}/${w.repo}`, private: w.private, default_branch: 'main', ...w.repoOptions } }),
    ],
    [
      'PATCH',
      R(''),
      (_, b) => {
        Object.assign(w.repoOptions, b)
        return { status: 200, body: { full_name: `${w.org}/${w.repo}`, ...w.repoOptions } }
      },
    ],
    ['GET', new RegExp(`^/orgs/${w.org}$`), () => ({ status: 200, body: { login: w.org, two_factor_requirement_enabled: w.twoFactor } })],
    [
      'GET',
      new RegExp(`^/orgs/${w.org}/teams/([^/]+)$`),
      ([, slug]) => (teamBySlug(slug!) ? { status: 200, body: { id: teamBySlug(slug!)!.id, slug } } : notFound),
    ],
    [
      'POST',
      new RegExp(`^/orgs/${w.org}/teams$`),
      (_, b) => {
        const slug = String(b.name)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
        if (w.teams[slug]) return { status: 422, body: { message: 'Validation Failed' } }
        w.teams[slug] = { id: w.nextId++, members: [] }
        return { status: 201, body: { id: w.teams[slug]!.id, slug, name: b.name } }
      },
    ],
    [
      'GET',
      new RegExp(`^/orgs/${w.org}/teams/([^/]+)/members$`),
      ([, slug]) => (teamBySlug(slug!) ? { status: 200, body: teamBySlug(slug!)!.members.map((login) => ({ login })) } : notFound),
    ],
    [
      'PUT',
      new RegExp(`^/orgs/${w.org}/teams/([^/]+)/repos/${w.org}/${w.repo}$`),
      ([, slug], b) => {
        const t = teamBySlug(slug!)
        if (!t) return notFound
        t.permission = String(b.permission)
        return { status: 204 }
      },
    ],
    [
      'PUT',
      new RegExp(`^/orgs/${w.org}/teams/([^/]+)/memberships/([^/]+)$`),
      ([, slug, login]) => {
        const t = teamBySlug(slug!)
        if (!t || !w.members.includes(login!)) return notFound
        if (!t.members.includes(login!)) t.members.push(login!)
        return { status: 200, body: { state: 'active', role: 'member' } }
      },
    ],
    [
      'DELETE',
      new RegExp(`^/orgs/${w.org}/teams/([^/]+)/memberships/([^/]+)$`),
      ([, slug, login]) => {
        const t = teamBySlug(slug!)
        if (!t) return notFound
        t.members = t.members.filter((m) => m !== login)
        return { status: 204 }
      },
    ],
    [
      'GET',
      R('/teams'),
      () => ({
        status: 200,
        body: Object.entries(w.teams)
          .filter(([, t]) => t.permission)
          .map(([slug, t]) => ({ id: t.id, slug, permission: t.permission })),
      }),
    ],
    [
      'GET',
      R('/collaborators/([^/]+)/permission'),
      ([, login]) => {
        const p = w.collaborators[login!]
        return { status: 200, body: { permission: p ? legacy(p) : 'none', role_name: p ?? 'none', user: { login } } }
      },
    ],
    [
      'PUT',
      R('/collaborators/([^/]+)'),
      ([, login], b) => {
        if (!w.members.includes(login!)) return notFound
        w.collaborators[login!] = String(b.permission ?? 'push')
        // An organisation member is added at once, without an invitation.
        return { status: 204 }
      },
    ],
    [
      'GET',
      R('/rulesets'),
      () => ({
        status: 200,
        body: w.rulesets.map((r) => ({ id: r.id, name: r.name, target: r.target, enforcement: r.enforcement, source_type: 'Repository' })),
      }),
    ],
    [
      'GET',
      R('/rulesets/(\\d+)'),
      ([, id]) =>
        w.rulesets.find((r) => r.id === Number(id))
          ? { status: 200, body: rulesetJson(w.rulesets.find((r) => r.id === Number(id))!) }
          : notFound,
    ],
    [
      'POST',
      R('/rulesets'),
      (_, b) => {
        if (!validRuleset(b)) return { status: 422, body: { message: 'Validation Failed: unknown bypass actor' } }
        const r = { ...(b as unknown as RulesetRecord), id: w.nextId++ }
        w.rulesets.push(r)
        return { status: 201, body: rulesetJson(r) }
      },
    ],
    [
      'PUT',
      R('/rulesets/(\\d+)'),
      ([, id], b) => {
        const i = w.rulesets.findIndex((r) => r.id === Number(id))
        if (i < 0) return notFound
        if (!validRuleset(b)) return { status: 422, body: { message: 'Validation Failed: unknown bypass actor' } }
        w.rulesets[i] = { ...w.rulesets[i]!, ...(b as unknown as RulesetRecord), id: Number(id) }
        return { status: 200, body: rulesetJson(w.rulesets[i]!) }
      },
    ],
    [
      'GET',
      R('/environments'),
      () => ({
        status: 200,
        body: {
          total_count: Object.keys(w.environments).length,
          environments: Object.entries(w.environments).map(([n, e]) => envJson(n, e)),
        },
      }),
    ],
    [
      'PUT',
      R('/environments/([^/]+)'),
      ([, name], b) => {
        w.environments[name!] ??= newEnv()
        if ('deployment_branch_policy' in b) w.environments[name!]!.policy = b.deployment_branch_policy as EnvironmentRecord['policy']
        return { status: 200, body: envJson(name!, w.environments[name!]!) }
      },
    ],
    [
      'GET',
      R('/environments/([^/]+)/deployment-branch-policies'),
      ([, name]) =>
        env(name!)
          ? { status: 200, body: { total_count: env(name!)!.branchPolicies.length, branch_policies: env(name!)!.branchPolicies } }
          : notFound,
    ],
    [
      'POST',
      R('/environments/([^/]+)/deployment-branch-policies'),
      ([, name], b) => {
        const e = env(name!)
        if (!e?.policy?.custom_branch_policies) return notFound
        const p = { id: w.nextId++, name: String(b.name), type: String(b.type ?? 'branch') }
        e.branchPolicies.push(p)
        return { status: 200, body: p }
      },
    ],
    [
      'DELETE',
      R('/environments/([^/]+)/deployment-branch-policies/(\\d+)'),
      ([, name, id]) => {
        const e = env(name!)
        if (!e) return notFound
        e.branchPolicies = e.branchPolicies.filter((p) => p.id !== Number(id))
        return { status: 204 }
      },
    ],
    [
      'GET',
      R('/environments/([^/]+)/secrets'),
      ([, name]) =>
        env(name!)
          ? {
              status: 200,
              body: {
                total_count: Object.keys(env(name!)!.secrets).length,
                secrets: Object.keys(env(name!)!.secrets).map((n) => ({ name: n })),
              },
            }
          : notFound,
    ],
    [
      'GET',
      R('/environments/([^/]+)/secrets/public-key'),
      ([, name]) =>
        env(name!)
          ? {
              status: 200,
              body: { key_id: env(name!)!.keys.keyId, key: sodium.to_base64(env(name!)!.keys.publicKey, sodium.base64_variants.ORIGINAL) },
            }
          : notFound,
    ],
    [
      'PUT',
      R('/environments/([^/]+)/secrets/([A-Z0-9_]+)'),
      ([, name, secret], b) => {
        const e = env(name!)
        if (!e) return notFound
        if (b.key_id !== e.keys.keyId) return { status: 422, body: { message: 'Bad key_id' } }
        const opened = sodium.crypto_box_seal_open(
          sodium.from_base64(String(b.encrypted_value), sodium.base64_variants.ORIGINAL),
          e.keys.publicKey,
          e.keys.privateKey,
        )
        const created = !(secret! in e.secrets)
        e.secrets[secret!] = sodium.to_string(opened)
        return { status: created ? 201 : 204 }
      },
    ],
    [
      'GET',
      R('/actions/variables'),
      () => ({
        status: 200,
        body: {
          total_count: Object.keys(w.variables).length,
          variables: Object.entries(w.variables).map(([name, value]) => ({ name, value })),
        },
      }),
    ],
    [
      'POST',
      R('/actions/variables'),
      (_, b) => {
        if (String(b.name) in w.variables) return { status: 409, body: { message: 'Already exists' } }
        w.variables[String(b.name)] = String(b.value)
        return { status: 201, body: {} }
      },
    ],
    [
      'PATCH',
      R('/actions/variables/([A-Z0-9_]+)'),
      ([, name], b) => {
        if (!(name! in w.variables)) return notFound
        w.variables[name!] = String(b.value)
        return { status: 204 }
      },
    ],
    [
      'DELETE',
      R('/actions/variables/([A-Z0-9_]+)'),
      ([, name]) => {
        if (!(name! in w.variables)) return notFound
        delete w.variables[name!]
        return { status: 204 }
      },
    ],
    [
      'GET',
      R('/actions/secrets'),
      () => ({ status: 200, body: { total_count: w.repoSecrets.length, secrets: w.repoSecrets.map((name) => ({ name })) } }),
    ],
    [
      'GET',
      R('/actions/permissions'),
      () => ({ status: 200, body: { ...w.actions.permissions, selected_actions_url: `${repoPath}/actions/permissions/selected-actions` } }),
    ],
    ['GET', R('/actions/permissions/selected-actions'), () => ({ status: 200, body: w.actions.selected })],
    ['GET', R('/actions/permissions/workflow'), () => ({ status: 200, body: w.actions.workflow })],
    ['GET', R('/actions/permissions/fork-pr-contributor-approval'), () => ({ status: 200, body: w.actions.fork })],
    ...(
      [
        ['', 'permissions'],
        ['/selected-actions', 'selected'],
        ['/workflow', 'workflow'],
        ['/fork-pr-contributor-approval', 'fork'],
      ] as const
    ).map(([p, key]): [string, RegExp, Handler] => [
      'PUT',
      R(`/actions/permissions${p}`),
      (_, b) => {
        Object.assign(w.actions[key], b)
        return { status: 204 }
      },
    ]),
    ['GET', R('/actions/workflows'), () => ({ status: 200, body: { total_count: w.workflows.length, workflows: w.workflows } })],
    [
      'PUT',
      R('/actions/workflows/(\\d+)/enable'),
      ([, id]) => {
        const wf = w.workflows.find((x) => x.id === Number(id))
        if (!wf) return notFound
        wf.state = 'active'
        return { status: 204 }
      },
    ],
    [
      'GET',
      R('/git/ref/tags/main'),
      () => (w.tags.includes('main') ? { status: 200, body: { ref: 'refs/tags/main', object: { sha: 'f'.repeat(40) } } } : notFound),
    ],
    [
      'GET',
      R('/contents/(.+)'),
      ([, file]) =>
        file! in w.files
          ? {
              status: 200,
              body: { type: 'file', path: file, encoding: 'base64', content: Buffer.from(w.files[file!]!).toString('base64') },
            }
          : notFound,
    ],
    ['GET', R('/codeowners/errors'), () => ({ status: 200, body: { errors: codeownersErrors(w) } })],
  ]
}

/** What GitHub reports for main's CODEOWNERS: an owner that is no team of this organisation with Write. */
function codeownersErrors(w: World) {
  const text = w.files['.github/CODEOWNERS'] ?? ''
  return text.split('\n').flatMap((line, i) => {
    if (!line.trim() || line.trim().startsWith('#')) return []
    return line
      .trim()
      .split(/\s+/)
      .slice(1)
      .filter((owner) => {
        const m = /^@([^/]+)\/(.+)$/.exec(owner)
        const team = m && m[1] === w.org ? w.teams[m[2]!] : undefined
        return !team || !['push', 'maintain', 'admin'].includes(team.permission ?? '')
      })
      .map((owner) => ({
        line: i + 1,
        column: line.indexOf(owner) + 1,
        kind: 'Unknown owner',
        source: `${line}\n`,
        suggestion: `make sure ${owner} exists and has write access to the repository`,
        message: `Unknown owner on line ${i + 1}: make sure ${owner} exists and has write access to the repository`,
        path: '.github/CODEOWNERS',
      }))
  })
}

function cloudflareRoutes(w: World): [string, RegExp, Handler][] {
  const project = (a: string, p: string) => w.accounts[a]?.projects[p]
  const projectJson = (p: Project) => ({
    name: p.name,
    subdomain: `${p.name}.pages.dev`,
    production_branch: p.production_branch,
    domains: [`${p.name}.pages.dev`, ...p.domains.map((d) => d.name)],
    deployment_configs: {
      // Secrets are listed by name; their values never come back.
      production: {
        env_vars: Object.fromEntries(
          Object.entries(p.env_vars).map(([k, v]) => [k, v.type === 'secret_text' ? { type: v.type, value: '' } : v]),
        ),
      },
      preview: { env_vars: {} },
    },
  })
  const P = '/accounts/([0-9a-f]{32})/pages/projects'
  return [
    ['GET', new RegExp(`^${P}/([^/]+)$`), ([, a, p]) => (project(a!, p!) ? cf(projectJson(project(a!, p!)!)) : cfNotFound)],
    [
      'POST',
      new RegExp(`^${P}$`),
      ([, a], b) => {
        const acc = w.accounts[a!]
        if (!acc) return { status: 403, body: { success: false, errors: [{ code: 10000, message: 'Authentication error' }] } }
        const name = String(b.name)
        if (acc.projects[name])
          return { status: 409, body: { success: false, errors: [{ code: 8000002, message: 'A project with this name already exists.' }] } }
        acc.projects[name] = { name, production_branch: String(b.production_branch ?? 'main'), env_vars: {}, domains: [], deployments: [] }
        return cf(projectJson(acc.projects[name]!))
      },
    ],
    [
      'PATCH',
      new RegExp(`^${P}/([^/]+)$`),
      ([, a, p], b) => {
        const proj = project(a!, p!)
        if (!proj) return cfNotFound
        if (typeof b.production_branch === 'string') proj.production_branch = b.production_branch
        const vars =
          (b.deployment_configs as { production?: { env_vars?: Record<string, { type: string; value: string } | null> } } | undefined)
            ?.production?.env_vars ?? {}
        for (const [k, v] of Object.entries(vars))
          if (v === null) delete proj.env_vars[k]
          else proj.env_vars[k] = v
        return cf(projectJson(proj))
      },
    ],
    [
      'GET',
      new RegExp(`^${P}/([^/]+)/domains$`),
      ([, a, p]) =>
        project(a!, p!) ? cf(project(a!, p!)!.domains, { page: 1, per_page: 25, count: 1, total_count: 1, total_pages: 1 }) : cfNotFound,
    ],
    [
      'POST',
      new RegExp(`^${P}/([^/]+)/domains$`),
      ([, a, p], b) => {
        const proj = project(a!, p!)
        if (!proj) return cfNotFound
        // Active at once: the test's DNS record is already in place (docs/setup.md, step 1).
        const d = { name: String(b.name), status: 'active' }
        proj.domains.push(d)
        return cf(d)
      },
    ],
    [
      'GET',
      new RegExp(`^${P}/([^/]+)/deployments$`),
      ([, a, p], _, url) => {
        const proj = project(a!, p!)
        if (!proj) return cfNotFound
        const envName = url.searchParams.get('env')
        const all = proj.deployments.filter((d) => !envName || d.environment === envName)
        const per = Number(url.searchParams.get('per_page') ?? 25)
        const page = Number(url.searchParams.get('page') ?? 1)
        return cf(all.slice((page - 1) * per, page * per), {
          page,
          per_page: per,
          count: all.length,
          total_count: all.length,
          total_pages: Math.max(1, Math.ceil(all.length / per)),
        })
      },
    ],
    [
      'DELETE',
      new RegExp(`^${P}/([^/]+)/deployments/([^/]+)$`),
      ([, a, p, id], _, url) => {
        const proj = project(a!, p!)
        const d = proj?.deployments.find((x) => x.id === id)
        if (!proj || !d) return cfNotFound
        if (d.aliases.length && url.searchParams.get('force') !== 'true')
          return {
            status: 400,
            body: { success: false, errors: [{ code: 8000035, message: 'Cannot delete an aliased deployment without ?force=true.' }] },
          }
        proj.deployments = proj.deployments.filter((x) => x !== d)
        return cf(null)
      },
    ],
    ['GET', /^\/accounts\/([0-9a-f]{32})\/workers\/scripts$/, ([, a]) => cf((w.accounts[a!]?.workers ?? []).map((id) => ({ id })))],
    [
      'DELETE',
      /^\/accounts\/([0-9a-f]{32})\/workers\/scripts\/([^/]+)$/,
      ([, a, name]) => {
        const acc = w.accounts[a!]
        if (!acc?.workers.includes(name!))
          return { status: 404, body: { success: false, errors: [{ code: 10007, message: 'workers.api.error.script_not_found' }] } }
        acc.workers = acc.workers.filter((x) => x !== name)
        return cf(null)
      },
    ],
  ]
}

export interface StandIn {
  world: World
  githubUrl: string
  cloudflareUrl: string
  /** fetch, with http://<the site's host>/ answered by this stand-in (nothing leaves 127.0.0.1). */
  siteFetch: (url: string, init?: RequestInit) => Promise<Response>
  close: () => Promise<void>
}

/** Starts the stand-in on an ephemeral port of 127.0.0.1. */
export async function startSettingsApis(world: World): Promise<StandIn> {
  const github = githubRoutes(world)
  const cloudflare = cloudflareRoutes(world)
  let port = 0
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const method = req.method ?? 'GET'
      const auth = req.headers.authorization ?? ''
      const send = (r: Reply) => {
        res.writeHead(r.status, { 'content-type': 'application/json', ...r.headers })
        res.end(r.body === undefined ? '' : JSON.stringify(r.body))
      }
      if (url.pathname === '/') {
        if (world.site.redirects) return send({ status: 301, headers: { location: `https://${world.site.host}/` } })
        return send({ status: 200, body: 'home' })
      }
      const [prefix, routes, admin, reader] = url.pathname.startsWith('/github/')
        ? (['/github', github, TOKENS.githubAdmin, TOKENS.githubRead] as const)
        : (['/cloudflare/client/v4', cloudflare, TOKENS.cloudflareAdmin, TOKENS.cloudflareRead] as const)
      const p = url.pathname.slice(prefix.length)
      world.log.push({ method, path: `${prefix}${p}` })
      const token = auth.replace(/^Bearer /, '')
      if (token !== admin && token !== reader) return send({ status: 401, body: { message: 'Bad credentials' } })
      if ((token === reader && method !== 'GET') || world.forbidden.some((re) => re.test(p)))
        return send({ status: 403, body: { message: 'Resource not accessible by personal access token' } })
      const route = routes.find(([m, re]) => m === method && re.test(p))
      if (!route)
        return send(
          prefix === '/github'
            ? notFound
            : { status: 404, body: { success: false, errors: [{ code: 7003, message: 'No route for that URI' }] } },
        )
      let body: Record<string, unknown> = {}
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      } catch {
        return send({ status: 400, body: { message: 'Problems parsing JSON' } })
      }
      send(await route[2](route[1].exec(p)!, body, url))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  return {
    world,
    githubUrl: `http://127.0.0.1:${port}/github`,
    cloudflareUrl: `http://127.0.0.1:${port}/cloudflare/client/v4`,
    siteFetch: (url, init) => {
      const u = new URL(url)
      if (u.hostname === world.site.host) return fetch(`http://127.0.0.1:${port}${u.pathname}`, init)
      if (u.hostname !== '127.0.0.1') return Promise.reject(new Error(`the stand-in serves no ${u.host}`))
      return fetch(url, init)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
