// What GitHub and Cloudflare say now, read once: each part a Read, so that a part the token may not
// read (or an API that fails) is "cannot tell" for what rests on it and never stops the rest.
import { GithubApiError, type GithubApi } from '../ci/githubApi.ts'
import { CloudflareApiError, type CloudflareApi } from './cloudflareApi.ts'
import { CODEOWNERS_FILE } from './codeowners.ts'
import { previewAccountOf, type SchoolSettings } from './settings.ts'
import { environmentSpecs } from './desired.ts'

export type Read<T> = { ok: true; value: T } | { ok: false; why: string }

/** The value, or why it could not be read ("GET …: 403 Resource not accessible by personal access token"). */
export async function read<T>(f: () => Promise<T>): Promise<Read<T>> {
  try {
    return { ok: true, value: await f() }
  } catch (e) {
    return { ok: false, why: (e as Error).message }
  }
}
/** As `read`, with a 404 (GitHub) or Cloudflare's "not found" as null. */
export async function readOrNull<T>(f: () => Promise<T>): Promise<Read<T | null>> {
  return read(async () => {
    try {
      return await f()
    } catch (e) {
      if ((e instanceof GithubApiError || e instanceof CloudflareApiError) && e.status === 404) return null
      throw e
    }
  })
}

export interface Ruleset {
  id: number
  name: string
  target?: string
  enforcement?: string
  source_type?: string
  conditions?: { ref_name?: { include?: string[]; exclude?: string[] } }
  bypass_actors?: { actor_id?: number | null; actor_type?: string; bypass_mode?: string }[]
  rules?: { type: string; parameters?: Record<string, unknown> }[]
}
export interface Environment {
  name: string
  deployment_branch_policy?: { protected_branches?: boolean; custom_branch_policies?: boolean } | null
  /** Its deployment branch policies (read when custom ones are on). */
  branchPolicies: { id: number; name: string; type?: string }[]
  secrets: Read<string[]>
}
export interface ActionsSettings {
  permissions: { enabled?: boolean; allowed_actions?: string; sha_pinning_required?: boolean }
  selected: Read<{ github_owned_allowed?: boolean; verified_allowed?: boolean; patterns_allowed?: string[] }>
  workflow: { default_workflow_permissions?: string; can_approve_pull_request_reviews?: boolean }
  forkApproval: Read<{ approval_policy?: string }>
}
/** An entry of GET /repos/{owner}/{repo}/codeowners/errors. */
export interface CodeownersError {
  line?: number
  kind?: string
  source?: string
  message?: string
}
export interface GithubState {
  repo: Read<{ private?: boolean; default_branch?: string; allow_auto_merge?: boolean; delete_branch_on_merge?: boolean }>
  org: Read<{ two_factor_requirement_enabled?: boolean | null }>
  /** By slug: the team (null when it does not exist), its members. */
  teams: Record<string, Read<{ id: number; members: string[] } | null>>
  /** The repository's teams and their permission (pull, triage, push, maintain, admin). */
  repoTeams: Read<Record<string, string>>
  /** The data bot's permission on the repository (admin, write, read, none). */
  dataBot: Read<string>
  rulesets: Read<Ruleset[]>
  /** By name; null when it does not exist. */
  environments: Read<Record<string, Environment | null>>
  variables: Read<Record<string, string>>
  repoSecrets: Read<string[]>
  actions: Read<ActionsSettings>
  workflows: Read<{ id: number; path: string; state: string }[]>
  /** A tag named like the branch main (GET git/ref/tags/main): null when there is none. */
  mainTag: Read<unknown>
  codeowners: Read<{ text: string | null; errors: CodeownersError[] }>
}

export interface PagesProject {
  name: string
  production_branch?: string
  subdomain?: string
  deployment_configs?: { production?: { env_vars?: Record<string, { type?: string; value?: string } | null> | null } }
}
export interface CloudflareState {
  production: Read<PagesProject | null>
  preview: Read<PagesProject | null>
  domains: Read<{ name: string; status?: string }[]>
  /** Deployments of the production project outside production: previews the old setup put there. */
  strayPreviews: Read<{ id: string; url?: string; aliases?: string[] | null }[]>
  /** Whether the retired sign-in helper's Worker still exists in the production account. */
  retiredWorker: Read<boolean>
}
export interface SiteState {
  /** What http://<SITE_URL's host>/ answers: its status and Location. */
  http: Read<{ status: number; location: string | null }>
}
export interface State {
  github: GithubState
  cloudflare: CloudflareState
  site: SiteState
}

export interface Clients {
  github: GithubApi
  cloudflare: CloudflareApi
  /** The previews' account's client (the same one when there is one account). */
  cloudflarePreview: CloudflareApi
  fetch: (url: string, init?: RequestInit) => Promise<Response>
}

const listItems =
  <T>(key: string) =>
  (body: unknown) =>
    ((body as Record<string, unknown> | null)?.[key] ?? []) as T[]

export async function readGithub(api: GithubApi, s: SchoolSettings): Promise<GithubState> {
  const { organisation: org, repository } = s.github
  const repo = `repos/${org}/${repository}`
  const repoRead: GithubState['repo'] = await read(() => api.get(repo))
  const branch = repoRead.ok ? (repoRead.value.default_branch ?? 'main') : 'main'
  const teams: GithubState['teams'] = {}
  for (const slug of new Set([s.github.maintainers, s.github.editors, s.github.mergeTeam].filter(Boolean)))
    teams[slug] = await readOrNull(async () => {
      const team = await api.get<{ id: number }>(`orgs/${org}/teams/${slug}`)
      const members = await api.list<{ login: string }>(`orgs/${org}/teams/${slug}/members?per_page=100`)
      return { id: team.id, members: members.items.map((m) => m.login) }
    })
  const environments = await read(async () => {
    const { items } = await api.list<Omit<Environment, 'branchPolicies' | 'secrets'>>(`${repo}/environments?per_page=100`, {
      pick: listItems('environments'),
    })
    const out: Record<string, Environment | null> = {}
    for (const name of environmentSpecs(s).map((e) => e.name)) {
      const env = items.find((e) => e.name === name)
      if (!env) {
        out[name] = null
        continue
      }
      const policies = env.deployment_branch_policy?.custom_branch_policies
        ? (
            await api.list<Environment['branchPolicies'][number]>(`${repo}/environments/${name}/deployment-branch-policies?per_page=100`, {
              pick: listItems('branch_policies'),
            })
          ).items
        : []
      const secrets = await read(async () => {
        const list = await api.list<{ name: string }>(`${repo}/environments/${name}/secrets?per_page=100`, { pick: listItems('secrets') })
        return list.items.map((x) => x.name)
      })
      out[name] = { ...env, branchPolicies: policies, secrets }
    }
    return out
  })
  return {
    repo: repoRead,
    org: await read(() => api.get(`orgs/${org}`)),
    teams,
    repoTeams: await read(async () => {
      const { items } = await api.list<{ slug: string; permission: string }>(`${repo}/teams?per_page=100`)
      return Object.fromEntries(items.map((t) => [t.slug, t.permission]))
    }),
    dataBot: await read(async () => {
      if (!s.github.dataBot) return 'none'
      try {
        return (await api.get<{ permission: string }>(`${repo}/collaborators/${s.github.dataBot}/permission`)).permission
      } catch (e) {
        if (e instanceof GithubApiError && e.status === 404) return 'none'
        throw e
      }
    }),
    rulesets: await read(async () => {
      const { items } = await api.list<Ruleset>(`${repo}/rulesets?includes_parents=false&per_page=100`)
      const out: Ruleset[] = []
      for (const r of items) out.push(await api.get<Ruleset>(`${repo}/rulesets/${r.id}`))
      return out
    }),
    environments,
    variables: await read(async () => {
      const { items } = await api.list<{ name: string; value: string }>(`${repo}/actions/variables?per_page=30`, {
        pick: listItems('variables'),
      })
      return Object.fromEntries(items.map((v) => [v.name, v.value]))
    }),
    repoSecrets: await read(async () => {
      const { items } = await api.list<{ name: string }>(`${repo}/actions/secrets?per_page=100`, { pick: listItems('secrets') })
      return items.map((x) => x.name)
    }),
    actions: await read(async () => {
      const permissions = await api.get<ActionsSettings['permissions']>(`${repo}/actions/permissions`)
      return {
        permissions,
        selected: await read(() => api.get(`${repo}/actions/permissions/selected-actions`)),
        workflow: await api.get<ActionsSettings['workflow']>(`${repo}/actions/permissions/workflow`),
        forkApproval: await read(() => api.get(`${repo}/actions/permissions/fork-pr-contributor-approval`)),
      }
    }),
    workflows: await read(async () => {
      const { items } = await api.list<{ id: number; path: string; state: string }>(`${repo}/actions/workflows?per_page=100`, {
        pick: listItems('workflows'),
      })
      return items
    }),
    mainTag: await readOrNull(() => api.get(`${repo}/git/ref/tags/main`)),
    codeowners: await readCodeowners(api, s, branch),
  }
}

/** CODEOWNERS as main has it, and GitHub's own list of its errors (an unknown owner, a bad pattern). */
export async function readCodeowners(api: GithubApi, s: SchoolSettings, branch = 'main'): Promise<GithubState['codeowners']> {
  const repo = `repos/${s.github.organisation}/${s.github.repository}`
  return read(async () => {
    let text: string | null = null
    try {
      const file = await api.get<{ content?: string; encoding?: string }>(`${repo}/contents/${CODEOWNERS_FILE}?ref=${branch}`)
      text = Buffer.from(file.content ?? '', file.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8')
    } catch (e) {
      if (!(e instanceof GithubApiError && e.status === 404)) throw e
    }
    const { errors } = await api.get<{ errors?: CodeownersError[] }>(`${repo}/codeowners/errors?ref=${branch}`)
    return { text, errors: errors ?? [] }
  })
}

export async function readCloudflare(c: Clients, s: SchoolSettings): Promise<CloudflareState> {
  const account = `accounts/${s.cloudflare.accountId}`
  const project = `${account}/pages/projects/${s.cloudflare.project}`
  const production = await readOrNull(() => c.cloudflare.get<PagesProject>(project))
  const exists = production.ok && production.value !== null
  return {
    production,
    preview: await readOrNull(() =>
      c.cloudflarePreview.get<PagesProject>(`accounts/${previewAccountOf(s)}/pages/projects/${s.cloudflare.previewProject}`),
    ),
    domains: exists
      ? await read(() => c.cloudflare.list<{ name: string; status?: string }>(`${project}/domains`))
      : { ok: true, value: [] },
    strayPreviews: exists ? await read(() => c.cloudflare.list(`${project}/deployments?env=preview`)) : { ok: true, value: [] },
    retiredWorker: s.retired.signInWorker
      ? await read(async () =>
          (await c.cloudflare.list<{ id: string }>(`${account}/workers/scripts`)).some((w) => w.id === s.retired.signInWorker),
        )
      : { ok: true, value: false },
  }
}

export async function readSite(c: Clients, s: SchoolSettings): Promise<SiteState> {
  return {
    http: await read(async () => {
      const url = new URL(s.site.url)
      url.protocol = 'http:'
      const res = await c.fetch(url.href, { redirect: 'manual', signal: AbortSignal.timeout(15_000) })
      await res.body?.cancel().catch(() => {})
      return { status: res.status, location: res.headers.get('location') }
    }),
  }
}

export async function readState(c: Clients, s: SchoolSettings): Promise<State> {
  return { github: await readGithub(c.github, s), cloudflare: await readCloudflare(c, s), site: await readSite(c, s) }
}
