// Each promise of SECURITY.md, judged on the live settings (state.ts) against what the settings file
// means (desired.ts): holds, broken (with the exact fix) or cannot tell (with why). A broken finding
// that the command can mend carries the changes --apply (or, for what the old setup left, --retire)
// makes; --plan prints them, --check prints the findings. So the plan and the check are one
// reading of the same rules, and an --apply right after another finds nothing to change.
import type { GithubApi } from '../ci/githubApi.ts'
import type { CloudflareApi } from './cloudflareApi.ts'
import { codeOwnersProblems, parseCodeOwners, withOwner } from './codeowners.ts'
import {
  ACTIONS,
  environmentSpecs,
  MAIN_RULESET,
  REPOSITORY_OPTIONS,
  SIGN_IN_SECRETS,
  TAG_RULESET,
  mainRuleset,
  tagRuleset,
  teams,
  variables,
  type SecretSpec,
} from './desired.ts'
import type { Ask } from './secrets.ts'
import { automergeOn, ownerOf, PLACEHOLDER_ORGANISATION, previewAccountOf, type SchoolSettings } from './settings.ts'
import type { Read, Ruleset, State } from './state.ts'

export const PROMISES = {
  review: 'Every change needs a maintainer',
  main: 'Only main reaches the live site',
  secrets: "An editor's account reaches no secret",
  data: 'The data bot merges only snapshot data',
  previews: 'A preview is no more than a preview',
  signin: "Editors sign in through the site's own Functions",
  https: 'The site answers on https only',
  retired: 'Nothing the old setup made is still live',
} as const
export type PromiseKey = keyof typeof PROMISES
export type Status = 'holds' | 'broken' | 'unknown'

export interface ApplyContext {
  github: GithubApi
  cloudflare: CloudflareApi
  cloudflarePreview: CloudflareApi
  ask: Ask
  seal: (value: string, base64Key: string) => Promise<string>
  /** Team ids by slug, known or made during this run (main's ruleset names the merge team by id). */
  teamIds: Map<string, number>
  writeLocalCodeowners: (text: string) => void
  log: (line: string) => void
}
export interface Change {
  describe: string
  /** Only with --retire: removes what the old setup left. */
  retire?: boolean
  run: (ctx: ApplyContext) => Promise<void>
}
export interface Finding {
  promise: PromiseKey
  status: Status
  text: string
  /** For a broken finding: what to do. */
  fix?: string
  changes?: Change[]
}
/** What the command reads here besides the live settings: the working copy's CODEOWNERS. */
export interface Local {
  codeowners: string | null
}

const APPLY = 'npm run setup -- --apply'
const RETIRE = 'npm run setup -- --retire'
const holds = (promise: PromiseKey, text: string): Finding => ({ promise, status: 'holds', text })
const unknown = (promise: PromiseKey, text: string, why: string): Finding => ({ promise, status: 'unknown', text: `${text}: ${why}` })
const broken = (promise: PromiseKey, text: string, fix: string, changes?: Change[]): Finding => ({
  promise,
  status: 'broken',
  text,
  fix,
  changes,
})
const mended = (promise: PromiseKey, text: string, changes: Change[], byHand?: string): Finding =>
  broken(promise, text, `${changes.some((c) => c.retire) ? RETIRE : APPLY}${byHand ? ` (by hand: ${byHand})` : ''}`, changes)
/** The finding for a part that could not be read, or `f` of its value. */
const given = <T>(r: Read<T>, promise: PromiseKey, subject: string, f: (v: T) => Finding | Finding[]): Finding[] =>
  r.ok ? [f(r.value)].flat() : [unknown(promise, subject, r.why)]

const RULE_NAMES: Record<string, string> = {
  deletion: 'Restrict deletions',
  non_fast_forward: 'Block force pushes',
  pull_request: 'Require a pull request before merging',
  required_status_checks: 'Require status checks to pass',
  creation: 'Restrict creations',
  update: 'Restrict updates',
}
const PARAMETER_NAMES: Record<string, string> = {
  required_approving_review_count: 'required approvals',
  dismiss_stale_reviews_on_push: 'Dismiss stale pull request approvals when new commits are pushed',
  require_code_owner_review: 'Require review from Code Owners',
  require_last_push_approval: 'Require approval of the most recent reviewable push',
}

type WantedRuleset = ReturnType<typeof mainRuleset> | ReturnType<typeof tagRuleset>

/** How a live ruleset falls short of the wanted one, bypass list aside (its own rule), one line each. */
export function rulesetShortfalls(live: Ruleset, want: WantedRuleset): string[] {
  const out: string[] = []
  if (live.enforcement !== 'active') out.push(`its enforcement is ${live.enforcement}, not active`)
  if (live.target !== want.target) out.push(`it targets ${live.target}, not ${want.target}`)
  const include = live.conditions?.ref_name?.include ?? []
  for (const ref of want.conditions.ref_name.include) if (!include.includes(ref)) out.push(`it does not target ${ref}`)
  if ((live.conditions?.ref_name?.exclude ?? []).length) out.push(`it excludes ${live.conditions!.ref_name!.exclude!.join(', ')}`)
  for (const rule of want.rules) {
    const got = live.rules?.find((r) => r.type === rule.type)
    if (!got) {
      out.push(`${RULE_NAMES[rule.type] ?? rule.type} is off`)
      continue
    }
    const params = 'parameters' in rule ? (rule.parameters as Record<string, unknown>) : {}
    for (const [k, v] of Object.entries(params)) {
      const has = got.parameters?.[k]
      if (v === true && has !== true) out.push(`${PARAMETER_NAMES[k] ?? k} is off`)
      if (typeof v === 'number' && !(typeof has === 'number' && has >= v))
        out.push(`${PARAMETER_NAMES[k] ?? k}: ${String(has)}, not at least ${v}`)
    }
    if (rule.type === 'required_status_checks') {
      const contexts = ((got.parameters?.required_status_checks ?? []) as { context?: string }[]).map((c) => c.context)
      for (const { context } of (params.required_status_checks as { context: string }[]) ?? [])
        if (!contexts.includes(context)) out.push(`the check ${context} is not required`)
    }
  }
  return out
}

/** The body that makes `live` (or nothing) the wanted ruleset, keeping rules of other kinds the school added. */
function rulesetBody(live: Ruleset | undefined, want: WantedRuleset) {
  const ours = new Set(want.rules.map((r) => r.type))
  return { ...want, rules: [...(live?.rules ?? []).filter((r) => !ours.has(r.type)), ...want.rules] }
}
function rulesetChange(
  s: SchoolSettings,
  live: Ruleset | undefined,
  name: string,
  wanted: (ctx: ApplyContext) => WantedRuleset,
  what: string,
): Change {
  const repo = `repos/${s.github.organisation}/${s.github.repository}`
  return {
    describe: `${live ? 'update' : 'create'} the ruleset "${name}": ${what}`,
    run: async (ctx) => {
      const body = rulesetBody(live, wanted(ctx))
      if (live) await expectOk(ctx.github.send('PUT', `${repo}/rulesets/${live.id}`, body), `PUT ruleset ${live.name}`)
      else await expectOk(ctx.github.send('POST', `${repo}/rulesets`, body), `POST ruleset ${body.name}`)
    },
  }
}

/** Throws with GitHub's message unless the call answered 2xx. */
async function expectOk(p: Promise<{ status: number; body: unknown }>, what: string): Promise<unknown> {
  const { status, body } = await p
  if (status < 200 || status > 299) {
    const message = (body as { message?: unknown } | null)?.message
    throw new Error(`${what}: ${status}${typeof message === 'string' ? ` ${message}` : ''}`)
  }
  return body
}

/** Sends one environment secret, sealed with the environment's key; asks for its value first. */
function secretChange(s: SchoolSettings, env: string, spec: SecretSpec): Change {
  const repo = `repos/${s.github.organisation}/${s.github.repository}`
  return {
    describe: `set the secret ${spec.name} in the environment ${env}${spec.ask ? ' (asked for)' : ' (from the settings file)'}`,
    run: async (ctx) => {
      const value = spec.value ?? (await ctx.ask(`${spec.name} for the environment ${env}: ${spec.ask}`))
      if (!value) return ctx.log(`  left ${spec.name} in ${env} unset (no value given)`)
      const key = await ctx.github.get<{ key_id: string; key: string }>(`${repo}/environments/${env}/secrets/public-key`)
      const encrypted_value = await ctx.seal(value, key.key)
      await expectOk(
        ctx.github.send('PUT', `${repo}/environments/${env}/secrets/${spec.name}`, { encrypted_value, key_id: key.key_id }),
        `PUT ${spec.name}`,
      )
    },
  }
}

export function codeownersFindings(s: SchoolSettings, st: { github: Pick<State['github'], 'codeowners'> }, local: Local): Finding[] {
  const owner = ownerOf(s)
  const rewritten = local.codeowners === null ? null : withOwner(local.codeowners, owner)
  const writeLocal: Change[] =
    rewritten !== null && rewritten !== local.codeowners
      ? [
          {
            describe: `write ${owner} as the owner of every line of .github/CODEOWNERS here (commit and merge it)`,
            run: async (ctx) => ctx.writeLocalCodeowners(rewritten),
          },
        ]
      : []
  return given(st.github.codeowners, 'review', 'CODEOWNERS on main', ({ text, errors }) => {
    const merge = 'commit .github/CODEOWNERS and merge it into main in a pull request'
    if (text === null) return broken('review', 'main has no .github/CODEOWNERS: nobody is a code owner', merge, writeLocal)
    const owners = new Set(parseCodeOwners(text).flatMap((r) => r.owners))
    if ([...owners].some((o) => o.startsWith(`@${PLACEHOLDER_ORGANISATION}/`)))
      return broken(
        'review',
        `CODEOWNERS on main still names the placeholder ${[...owners].join(' ')}: GitHub requires no code owner`,
        writeLocal.length ? `${APPLY}, then ${merge}` : merge,
        writeLocal,
      )
    const problems = codeOwnersProblems(text, owner)
    if (problems.length)
      return broken(
        'review',
        `CODEOWNERS on main: ${problems.slice(0, 3).join('; ')}`,
        writeLocal.length ? `${APPLY}, then ${merge}` : merge,
        writeLocal,
      )
    if (errors.length)
      return broken(
        'review',
        `GitHub reports errors in CODEOWNERS on main: ${errors
          .slice(0, 3)
          .map((e) => `line ${e.line}: ${e.kind ?? e.message}${e.source ? ` (${e.source.trim()})` : ''}`)
          .join('; ')}`,
        `make ${owner} a team with Write access (${APPLY}), or correct the line`,
      )
    return holds('review', `CODEOWNERS on main gives every path to ${owner}, and GitHub reports no error in it`)
  })
}

function teamFindings(s: SchoolSettings, st: State): Finding[] {
  const { organisation: org, repository } = s.github
  const order = ['pull', 'triage', 'push', 'maintain', 'admin']
  return teams(s).flatMap(({ slug, permission, why }) => {
    const promise: PromiseKey = slug === s.github.mergeTeam ? 'data' : 'review'
    const setPermission: Change = {
      describe: `give the team ${slug} the ${permission} role on ${repository}`,
      run: async (ctx) =>
        void (await expectOk(
          ctx.github.send('PUT', `orgs/${org}/teams/${slug}/repos/${org}/${repository}`, { permission }),
          `PUT team ${slug}`,
        )),
    }
    return given(st.github.teams[slug]!, promise, `the team ${slug}`, (team) => {
      if (team === null) {
        const create: Change = {
          describe: `create the team ${slug} (${why})`,
          run: async (ctx) => {
            const made = (await expectOk(
              ctx.github.send('POST', `orgs/${org}/teams`, { name: slug, privacy: 'closed' }),
              `POST team ${slug}`,
            )) as { id: number }
            ctx.teamIds.set(slug, made.id)
          },
        }
        return mended(promise, `there is no team ${slug} (${why})`, [create, setPermission])
      }
      return given(st.github.repoTeams, promise, `the team ${slug}'s role`, (roles) => {
        const has = roles[slug]
        const out: Finding[] = []
        // The maintainers may have more (admin); the others exactly theirs: Maintain could change settings.
        const ok = slug === s.github.maintainers ? order.indexOf(has ?? '') >= order.indexOf(permission) : has === permission
        if (!ok)
          out.push(
            mended(promise, `the team ${slug} has ${has ? `the ${has} role` : 'no access'} on ${repository}, not ${permission} (${why})`, [
              setPermission,
            ]),
          )
        else out.push(holds(promise, `the team ${slug} has the ${has} role (${why})`))
        if (slug === s.github.maintainers && team.members.length === 0)
          out.push(
            broken(
              'review',
              `the team ${slug} has no member: nobody can approve a change`,
              `add the maintainers to the team ${slug} (people are the school's to choose; two, so that each can approve the other's)`,
            ),
          )
        return out
      })
    })
  })
}

function bypassFindings(s: SchoolSettings, st: State, main: Ruleset | undefined): Finding[] {
  const out: Finding[] = []
  const mergeTeam = st.github.teams[s.github.mergeTeam]
  const teamId = mergeTeam?.ok && mergeTeam.value ? mergeTeam.value.id : undefined
  if (main) {
    const actors = main.bypass_actors ?? []
    const wanted = automergeOn(s) ? `the team ${s.github.mergeTeam}, for pull requests only` : 'nobody'
    const others = actors.filter(
      (a) => !(automergeOn(s) && a.actor_type === 'Team' && a.actor_id === teamId && a.bypass_mode === 'pull_request'),
    )
    const missing = automergeOn(s) && actors.length === others.length
    if (others.length || missing) {
      const named = others.map((a) => `${a.actor_type}${a.actor_id ? ` ${a.actor_id}` : ''} (${a.bypass_mode})`).join(', ')
      out.push(
        mended(
          others.length ? 'review' : 'data',
          others.length
            ? `main's bypass list holds ${named}: each can merge without a maintainer's review`
            : `main's bypass list lacks the team ${s.github.mergeTeam}: the data auto-merge cannot merge`,
          [rulesetChange(s, main, MAIN_RULESET, (ctx) => mainRuleset(s, ctx.teamIds.get(s.github.mergeTeam)), `bypass list: ${wanted}`)],
        ),
      )
    } else out.push(holds('review', `main's bypass list holds ${wanted}`))
  }
  if (automergeOn(s) && mergeTeam)
    out.push(
      ...given(mergeTeam, 'review', `the members of ${s.github.mergeTeam}`, (team) => {
        // A team this run creates is empty: the bot is added after it.
        const members = team?.members ?? []
        const { organisation: org, mergeBot, mergeTeam: slug } = s.github
        const people = members.filter((m) => m.toLowerCase() !== mergeBot.toLowerCase())
        const changes: Change[] = people.map((login) => ({
          describe: `remove ${login} from the team ${slug} (main's bypass actor)`,
          run: async (ctx) =>
            void (await expectOk(ctx.github.send('DELETE', `orgs/${org}/teams/${slug}/memberships/${login}`), `DELETE ${login}`)),
        }))
        const found: Finding[] = []
        if (people.length)
          found.push(
            mended('review', `a person in the bypass list: ${people.join(', ')} in the team ${slug} can merge without review`, changes),
          )
        if (members.length === people.length)
          found.push(
            mended('data', `${mergeBot} is not in the team ${slug}: the data auto-merge cannot merge`, [
              {
                describe: `add ${mergeBot} to the team ${slug}`,
                run: async (ctx) =>
                  void (await expectOk(
                    ctx.github.send('PUT', `orgs/${org}/teams/${slug}/memberships/${mergeBot}`, { role: 'member' }),
                    `PUT ${mergeBot}`,
                  )),
              },
            ]),
          )
        if (!found.length) found.push(holds('data', `the team ${slug} holds ${mergeBot} alone`))
        return found
      }),
    )
  return out
}

function rulesetFindings(s: SchoolSettings, st: State): Finding[] {
  return given(st.github.rulesets, 'review', "main's ruleset", (rulesets) => {
    const own = rulesets.filter((r) => r.source_type !== 'Organization')
    const main = own.find((r) => r.name === MAIN_RULESET && r.target === 'branch')
    const tag = own.find((r) => r.name === TAG_RULESET)
    const out: Finding[] = []
    const mainWant = (ctx: ApplyContext) => mainRuleset(s, ctx.teamIds.get(s.github.mergeTeam))
    const shortfalls = main ? rulesetShortfalls(main, mainRuleset(s, undefined)) : ['there is none']
    if (shortfalls.length)
      out.push(
        mended(
          'review',
          `main's ruleset: ${shortfalls.join('; ')}`,
          [rulesetChange(s, main, MAIN_RULESET, mainWant, 'code owner review of the latest push, test and build required')],
          'Settings > Rules > Rulesets',
        ),
      )
    else out.push(holds('review', "main's ruleset requires a code owner's approval of the latest push, and test and build"))
    out.push(...bypassFindings(s, st, main))
    const tagShort = tag ? rulesetShortfalls(tag, tagRuleset()) : ['there is none']
    if (tagShort.length)
      out.push(
        mended('main', `no tag may be named main: ${tagShort.join('; ')}`, [
          rulesetChange(s, tag, TAG_RULESET, () => tagRuleset(), 'creating or moving one is refused'),
        ]),
      )
    else out.push(holds('main', 'no tag may be named main'))
    return out
  })
}

function environmentFindings(s: SchoolSettings, st: State): Finding[] {
  const repo = `repos/${s.github.organisation}/${s.github.repository}`
  return given(st.github.environments, 'main', 'the environments', (envs) =>
    environmentSpecs(s).flatMap((spec) => {
      const env = envs[spec.name] ?? null
      const out: Finding[] = []
      const policy: Change = {
        describe: `limit the environment ${spec.name} to the branch main`,
        run: async (ctx) => {
          await expectOk(
            ctx.github.send('PUT', `${repo}/environments/${spec.name}`, {
              deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
            }),
            `PUT environment ${spec.name}`,
          )
          const { items } = await ctx.github.list<{ id: number; name: string; type?: string }>(
            `${repo}/environments/${spec.name}/deployment-branch-policies?per_page=100`,
            {
              pick: (b) => ((b as { branch_policies?: [] })?.branch_policies ?? []) as { id: number; name: string; type?: string }[],
            },
          )
          for (const p of items.filter((p) => !(p.name === 'main' && (p.type ?? 'branch') === 'branch')))
            await expectOk(
              ctx.github.send('DELETE', `${repo}/environments/${spec.name}/deployment-branch-policies/${p.id}`),
              `DELETE policy ${p.name}`,
            )
          if (!items.some((p) => p.name === 'main' && (p.type ?? 'branch') === 'branch'))
            await expectOk(
              ctx.github.send('POST', `${repo}/environments/${spec.name}/deployment-branch-policies`, { name: 'main', type: 'branch' }),
              'POST policy main',
            )
        },
      }
      if (!env) {
        out.push(
          mended('main', `there is no environment ${spec.name} (${spec.why})`, [
            { ...policy, describe: `create the environment ${spec.name}, limited to the branch main` },
          ]),
        )
        out.push(
          ...spec.secrets.map((x) => mended('secrets', `the environment ${spec.name} lacks ${x.name}`, [secretChange(s, spec.name, x)])),
        )
        return out
      }
      const p = env.deployment_branch_policy
      const policies = env.branchPolicies
      const onlyMain =
        p?.custom_branch_policies === true &&
        p.protected_branches !== true &&
        policies.length === 1 &&
        policies[0]!.name === 'main' &&
        (policies[0]!.type ?? 'branch') === 'branch'
      if (onlyMain) out.push(holds('main', `the environment ${spec.name} is open to main alone`))
      else {
        const open = !p
          ? 'every branch'
          : p.protected_branches
            ? 'every protected branch'
            : policies.map((x) => `${x.type ?? 'branch'} ${x.name}`).join(', ') || 'no branch'
        out.push(
          mended(
            'main',
            `the environment ${spec.name} is open to ${open}, not to main alone`,
            [policy],
            `Settings > Environments > ${spec.name} > Deployment branches and tags`,
          ),
        )
      }
      out.push(
        ...given(env.secrets, 'secrets', `the secrets of ${spec.name}`, (names) => {
          const found: Finding[] = spec.secrets
            .filter((x) => !names.includes(x.name))
            .map((x) =>
              mended('secrets', `the environment ${spec.name} lacks ${x.name}: ${spec.why} runs without it`, [
                secretChange(s, spec.name, x),
              ]),
            )
          const allowed = new Set([...spec.secrets.map((x) => x.name), ...(spec.name === 'data-refresh' ? ['NCSR_API_BASE'] : [])])
          for (const extra of names.filter((n) => !allowed.has(n)))
            found.push(
              broken(
                spec.name === 'data-refresh' && extra === 'DATA_MERGE_TOKEN' ? 'data' : 'secrets',
                `the environment ${spec.name} holds ${extra}, which nothing there should read`,
                `delete it: Settings > Environments > ${spec.name} > ${extra}`,
              ),
            )
          if (!found.length)
            found.push(holds('secrets', `the environment ${spec.name} holds ${spec.secrets.map((x) => x.name).join(', ') || 'no secret'}`))
          return found
        }),
      )
      return out
    }),
  )
}

function repositoryFindings(s: SchoolSettings, st: State): Finding[] {
  const repo = `repos/${s.github.organisation}/${s.github.repository}`
  const out: Finding[] = []
  out.push(
    ...given(st.github.repo, 'review', 'the repository', (r) => {
      const wrong = Object.entries(REPOSITORY_OPTIONS).filter(([k, v]) => r[k as keyof typeof r] !== v)
      if (!wrong.length) return holds('review', "GitHub's own auto-merge is off; merged branches are deleted")
      return mended('review', `the repository's options: ${wrong.map(([k, v]) => `${k} is not ${v}`).join('; ')}`, [
        {
          describe: `set ${wrong.map(([k, v]) => `${k}=${v}`).join(', ')}`,
          run: async (ctx) => void (await expectOk(ctx.github.send('PATCH', repo, REPOSITORY_OPTIONS), 'PATCH repository')),
        },
      ])
    }),
  )
  out.push(
    ...given(st.github.org, 'review', "the organisation's two-factor rule", (o) =>
      o.two_factor_requirement_enabled === true
        ? holds('review', 'the organisation requires two-factor authentication')
        : o.two_factor_requirement_enabled === false
          ? broken(
              'review',
              'the organisation does not require two-factor authentication: one stolen password is a maintainer',
              'Organisation settings > Authentication security > Require two-factor authentication (no API sets it)',
            )
          : unknown(
              'review',
              "the organisation's two-factor rule",
              "this token cannot read it (it needs the organisation's Administration: read)",
            ),
    ),
  )
  out.push(
    ...given(st.github.repoSecrets, 'secrets', 'the repository secrets', (names) =>
      names.length
        ? broken(
            'secrets',
            `repository secrets present: ${names.join(', ')}; any workflow on any branch can read them`,
            `move each into its environment: delete it at Settings > Secrets and variables > Actions, then ${APPLY} asks for the environment's copy`,
          )
        : holds('secrets', 'no repository secret: every secret is in an environment open to main alone'),
    ),
  )
  out.push(
    ...given(st.github.actions, 'secrets', "the repository's Actions settings", (a) => {
      const wrong: string[] = []
      const calls: [string, unknown, string][] = []
      const compare = (path: string, want: Record<string, unknown>, got: Record<string, unknown> | undefined, label: string) => {
        const bad = Object.entries(want).filter(
          ([k, v]) =>
            JSON.stringify(Array.isArray(v) ? [...v].sort() : v) !==
            JSON.stringify(Array.isArray(got?.[k]) ? [...(got![k] as string[])].sort() : got?.[k]),
        )
        if (bad.length) {
          wrong.push(`${label}: ${bad.map(([k, v]) => `${k} is ${JSON.stringify(got?.[k])}, not ${JSON.stringify(v)}`).join(', ')}`)
          calls.push([path, want, label])
        }
      }
      compare('actions/permissions', ACTIONS.permissions, a.permissions, 'Actions permissions')
      const unread: Finding[] = []
      for (const [r, what] of [
        [a.selected, 'the allowed actions'],
        [a.forkApproval, 'the fork pull request approval'],
      ] as const)
        if (!r.ok) unread.push(unknown('secrets', what, r.why))
      if (a.selected.ok) compare('actions/permissions/selected-actions', ACTIONS.selected, a.selected.value, 'allowed actions')
      compare('actions/permissions/workflow', ACTIONS.workflow, a.workflow, 'workflow permissions')
      if (a.forkApproval.ok)
        compare(
          'actions/permissions/fork-pr-contributor-approval',
          ACTIONS.forkApproval,
          a.forkApproval.value,
          'fork pull request approval',
        )
      if (!wrong.length)
        return [
          ...unread,
          holds(
            'secrets',
            "Actions run GitHub's actions and the two pinned others only, with read-only tokens, outsiders' runs approved first",
          ),
        ]
      return [
        ...unread,
        mended(
          'secrets',
          wrong.join('; '),
          [
            {
              describe: `set the ${calls.map(([, , label]) => label).join(', ')}`,
              run: async (ctx) => {
                for (const [path, body] of calls) await expectOk(ctx.github.send('PUT', `${repo}/${path}`, body), `PUT ${path}`)
              },
            },
          ],
          'Settings > Actions > General',
        ),
      ]
    }),
  )
  out.push(
    ...given(st.github.workflows, 'main', 'the workflows', (wfs) => {
      const off = wfs.filter((w) => w.state !== 'active')
      if (!off.length) return holds('main', `all ${wfs.length} workflows are enabled`)
      return mended('main', `workflows not enabled: ${off.map((w) => `${w.path} (${w.state})`).join(', ')}`, [
        {
          describe: `enable ${off.map((w) => w.path).join(', ')}`,
          run: async (ctx) => {
            for (const w of off) await expectOk(ctx.github.send('PUT', `${repo}/actions/workflows/${w.id}/enable`), `enable ${w.path}`)
          },
        },
      ])
    }),
  )
  out.push(
    ...given(st.github.mainTag, 'main', 'a tag named main', (tag) =>
      tag === null
        ? holds('main', 'there is no tag named main')
        : broken(
            'main',
            'a tag named main exists: a run by hand on it looks like a run on main',
            'delete it: git push origin :refs/tags/main',
          ),
    ),
  )
  return out
}

function dataBotFindings(s: SchoolSettings, st: State): Finding[] {
  const { organisation: org, repository, dataBot } = s.github
  return given(st.github.dataBot, 'data', `${dataBot}'s access`, (permission) => {
    if (permission === 'write') return holds('data', `${dataBot} opens the data pull request with Write and no bypass`)
    return mended(
      'data',
      `${dataBot} has ${permission} on ${repository}, not write: ${permission === 'none' ? 'the data pull request is opened with GITHUB_TOKEN and gets no CI or preview' : 'more than it needs'}`,
      [
        {
          describe: `give ${dataBot} Write on ${repository}`,
          run: async (ctx) =>
            void (await expectOk(
              ctx.github.send('PUT', `repos/${org}/${repository}/collaborators/${dataBot}`, { permission: 'push' }),
              `PUT ${dataBot}`,
            )),
        },
      ],
    )
  })
}

function variableFindings(s: SchoolSettings, st: State): Finding[] {
  const repo = `repos/${s.github.organisation}/${s.github.repository}`
  return given(st.github.variables, 'previews', 'the repository variables', (live) => {
    const out: Finding[] = []
    const want = variables(s)
    const wrong = Object.entries(want).filter(([k, v]) => live[k] !== v)
    if (live.CLOUDFLARE_PREVIEW_PROJECT_NAME !== undefined && live.CLOUDFLARE_PREVIEW_PROJECT_NAME === live.CLOUDFLARE_PROJECT_NAME)
      out.push(
        broken(
          'previews',
          `CLOUDFLARE_PREVIEW_PROJECT_NAME is the production project (${live.CLOUDFLARE_PROJECT_NAME}): previews are refused`,
          `${APPLY} sets both from the settings file`,
        ),
      )
    if (wrong.length)
      out.push(
        mended(
          'previews',
          `repository variables that differ from the settings file: ${wrong.map(([k]) => `${k} (${k in live ? 'differs' : 'missing'})`).join(', ')}`,
          [
            {
              describe: `set the variables ${wrong.map(([k]) => k).join(', ')}`,
              run: async (ctx) => {
                for (const [name, value] of wrong)
                  if (name in live)
                    await expectOk(ctx.github.send('PATCH', `${repo}/actions/variables/${name}`, { name, value }), `PATCH ${name}`)
                  else await expectOk(ctx.github.send('POST', `${repo}/actions/variables`, { name, value }), `POST ${name}`)
              },
            },
          ],
        ),
      )
    else out.push(holds('previews', `the repository variables are the settings file's (${Object.keys(want).length})`))
    const old = s.retired.variables.filter((v) => v in live)
    if (old.length)
      out.push(
        mended('retired', `variables of the old setup are still set: ${old.join(', ')}`, [
          {
            describe: `delete the variables ${old.join(', ')}`,
            retire: true,
            run: async (ctx) => {
              for (const v of old) await expectOk(ctx.github.send('DELETE', `${repo}/actions/variables/${v}`), `DELETE ${v}`)
            },
          },
        ]),
      )
    return out
  })
}

function cloudflareFindings(s: SchoolSettings, st: State): Finding[] {
  const out: Finding[] = []
  const { accountId, project, previewProject } = s.cloudflare
  const projects = [
    { read: st.cloudflare.production, account: accountId, name: project, client: 'cloudflare' as const, what: 'production' },
    {
      read: st.cloudflare.preview,
      account: previewAccountOf(s),
      name: previewProject,
      client: 'cloudflarePreview' as const,
      what: "the previews'",
    },
  ]
  for (const p of projects)
    out.push(
      ...given(p.read, 'previews', `the Pages project ${p.name}`, (live) => {
        const path = `accounts/${p.account}/pages/projects`
        if (!live)
          return mended('previews', `there is no Pages project ${p.name} (${p.what}) in account ${p.account}`, [
            {
              describe: `create the Pages project ${p.name} (${p.what}), production branch main`,
              run: async (ctx) => void (await ctx[p.client].send('POST', path, { name: p.name, production_branch: 'main' })),
            },
          ])
        if (live.production_branch !== 'main')
          return mended('previews', `the Pages project ${p.name}'s production branch is ${live.production_branch}, not main`, [
            {
              describe: `set ${p.name}'s production branch to main`,
              run: async (ctx) => void (await ctx[p.client].send('PATCH', `${path}/${p.name}`, { production_branch: 'main' })),
            },
          ])
        return holds('previews', `the Pages project ${p.name} (${p.what}) publishes main as production`)
      }),
    )
  const sameProject = accountId === previewAccountOf(s) && project === previewProject
  if (sameProject)
    out.push(
      broken(
        'previews',
        "the previews' project is the production project",
        'give cloudflare.previewProject a project of its own in .github/school.json',
      ),
    )
  out.push(
    ...given(st.cloudflare.preview, 'previews', "the previews' project's secrets", (live) => {
      const vars = live?.deployment_configs?.production?.env_vars ?? {}
      const held = SIGN_IN_SECRETS.map((x) => x.name).filter((n) => vars[n])
      if (!held.length) return holds('previews', "the previews' project holds no sign-in secret")
      return mended('previews', `the previews' project holds ${held.join(', ')}: a preview could sign editors in`, [
        {
          describe: `delete ${held.join(', ')} from ${previewProject}`,
          run: async (ctx) =>
            void (await ctx.cloudflarePreview.send('PATCH', `accounts/${previewAccountOf(s)}/pages/projects/${previewProject}`, {
              deployment_configs: { production: { env_vars: Object.fromEntries(held.map((n) => [n, null])) } },
            })),
        },
      ])
    }),
  )
  out.push(
    ...given(st.cloudflare.production, 'signin', "the sign-in Functions' secrets", (live) => {
      const vars = live?.deployment_configs?.production?.env_vars ?? {}
      const path = `accounts/${accountId}/pages/projects/${project}`
      const missing = SIGN_IN_SECRETS.filter((x) => !vars[x.name])
      const found: Finding[] = []
      if (missing.length)
        found.push(
          mended('signin', `the Pages project ${project} lacks ${missing.map((x) => x.name).join(', ')}: editors cannot sign in`, [
            ...missing.map((x): Change => ({
              describe: `set the secret ${x.name} of the Pages project ${project} (asked for)`,
              run: async (ctx) => {
                const value = await ctx.ask(`${x.name} for the Pages project ${project}: ${x.ask}`)
                if (!value) return ctx.log(`  left ${x.name} unset (no value given)`)
                await ctx.cloudflare.send('PATCH', path, {
                  deployment_configs: { production: { env_vars: { [x.name]: { type: 'secret_text', value } } } },
                })
              },
            })),
          ]),
        )
      const repo = st.github.repo
      if (repo.ok && repo.value.private === false && vars.GITHUB_OAUTH_SCOPE?.value !== 'public_repo')
        found.push(
          mended(
            'signin',
            "the repository is public, but the editor's token gets the scope repo (every private repository the editor can reach)",
            [
              {
                describe: `set GITHUB_OAUTH_SCOPE=public_repo in the Pages project ${project}`,
                run: async (ctx) =>
                  void (await ctx.cloudflare.send('PATCH', path, {
                    deployment_configs: { production: { env_vars: { GITHUB_OAUTH_SCOPE: { type: 'plain_text', value: 'public_repo' } } } },
                  })),
              },
            ],
          ),
        )
      if (!found.length) found.push(holds('signin', `the Pages project ${project} holds the sign-in secrets`))
      return found
    }),
  )
  out.push(
    ...given(st.cloudflare.strayPreviews, 'retired', `previews in the production project ${project}`, (stray) =>
      stray.length
        ? mended(
            'retired',
            `the production project ${project} holds ${stray.length} preview deployment${stray.length === 1 ? '' : 's'} (branch-named previews of the old setup): ${stray
              .slice(0, 3)
              .map((d) => d.aliases?.[0] ?? d.url ?? d.id)
              .join(', ')}${stray.length > 3 ? ', …' : ''}`,
            [
              {
                describe: `delete ${stray.length} preview deployment(s) of ${project}, their branch aliases with them`,
                retire: true,
                run: async (ctx) => {
                  for (const d of stray)
                    await ctx.cloudflare.send('DELETE', `accounts/${accountId}/pages/projects/${project}/deployments/${d.id}?force=true`)
                },
              },
            ],
          )
        : holds('retired', `the production project ${project} holds no preview deployment`),
    ),
  )
  if (s.retired.signInWorker)
    out.push(
      ...given(st.cloudflare.retiredWorker, 'retired', `the old sign-in helper ${s.retired.signInWorker}`, (exists) =>
        exists
          ? mended(
              'retired',
              `the old sign-in helper's Worker ${s.retired.signInWorker} still runs: it hands tokens (scope repo,user, no expiry) to any page that opens it`,
              [
                {
                  describe: `delete the Worker ${s.retired.signInWorker}`,
                  retire: true,
                  run: async (ctx) =>
                    void (await ctx.cloudflare.send(
                      'DELETE',
                      `accounts/${accountId}/workers/scripts/${s.retired.signInWorker}?force=true`,
                    )),
                },
              ],
              'Workers & Pages > the Worker > Settings > Delete',
            )
          : holds('retired', `the old sign-in helper's Worker ${s.retired.signInWorker} is gone`),
      ),
    )
  out.push({
    promise: 'retired',
    status: 'unknown',
    text: "the old sign-in helper's OAuth App: GitHub's API lists no OAuth Apps",
    fix: 'revoke all its user tokens, or delete it (docs/setup.md "Retire what the old setup made")',
  })
  return out
}

function siteFindings(s: SchoolSettings, st: State): Finding[] {
  const { host, hostname } = new URL(s.site.url)
  const out: Finding[] = []
  out.push(
    ...given(st.site.http, 'https', `http://${host}/`, ({ status, location }) => {
      const to = location ? new URL(location, `http://${host}/`) : null
      if ((status === 301 || status === 308) && to?.protocol === 'https:' && to.host === host)
        return holds('https', `http://${host}/ answers ${status} to https://${host}/`)
      return broken(
        'https',
        `http://${host}/ answers ${status}${location ? ` to ${location}` : ''}, not a permanent redirect to https://${host}/`,
        "Cloudflare: the zone > SSL/TLS > Edge Certificates > Always Use HTTPS (or the DNS host's https redirect)",
      )
    }),
  )
  if (!hostname.endsWith('.pages.dev'))
    out.push(
      ...given(st.cloudflare.domains, 'https', `the custom domain ${hostname}`, (domains) => {
        const d = domains.find((x) => x.name === hostname)
        if (!d)
          return mended('https', `${hostname} is not a custom domain of ${s.cloudflare.project}`, [
            {
              describe: `add ${hostname} as a custom domain of ${s.cloudflare.project}`,
              run: async (ctx) =>
                void (await ctx.cloudflare.send(
                  'POST',
                  `accounts/${s.cloudflare.accountId}/pages/projects/${s.cloudflare.project}/domains`,
                  { name: hostname },
                )),
            },
          ])
        if (d.status !== 'active')
          return broken(
            'https',
            `the custom domain ${hostname} is ${d.status}, not active`,
            `add the DNS record Cloudflare shows for it (a CNAME from ${hostname} to ${s.cloudflare.project}.pages.dev)`,
          )
        return holds('https', `${hostname} is an active custom domain of ${s.cloudflare.project}`)
      }),
    )
  return out
}

/** Every finding, in the order --apply makes their changes (teams before the ruleset that names one). */
export function findings(s: SchoolSettings, st: State, local: Local): Finding[] {
  return [
    ...repositoryFindings(s, st),
    ...teamFindings(s, st),
    ...dataBotFindings(s, st),
    ...codeownersFindings(s, st, local),
    ...rulesetFindings(s, st),
    ...environmentFindings(s, st),
    ...variableFindings(s, st),
    ...cloudflareFindings(s, st),
    ...siteFindings(s, st),
  ]
}
