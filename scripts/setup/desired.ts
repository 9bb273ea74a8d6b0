// What the settings file means on GitHub and Cloudflare: every setting `npm run setup -- --apply`
// makes, as data (docs/setup.md "What the command sets, and what it cannot"). The rules in rules.ts compare the live
// state with these and say what differs.
import { automergeOn, previewAccountOf, type SchoolSettings } from './settings.ts'

/** The checks main's ruleset requires: CI's `test` (it always runs) and the preview's `build`. */
export const REQUIRED_CHECKS = ['test', 'build']
export const MAIN_RULESET = 'main'
export const TAG_RULESET = 'no tag named main'

/** The pull request rule of main's ruleset: one approval, a code owner's, of the latest push. */
export const PULL_REQUEST_RULE = {
  required_approving_review_count: 1,
  dismiss_stale_reviews_on_push: true,
  require_code_owner_review: true,
  require_last_push_approval: true,
  required_review_thread_resolution: false,
}

/** main's ruleset, with the merge team (the data auto-merge's one identity) as its only bypass. */
export function mainRuleset(s: SchoolSettings, mergeTeamId: number | undefined) {
  return {
    name: MAIN_RULESET,
    target: 'branch',
    enforcement: 'active',
    conditions: { ref_name: { include: ['~DEFAULT_BRANCH'], exclude: [] as string[] } },
    bypass_actors:
      automergeOn(s) && mergeTeamId !== undefined ? [{ actor_id: mergeTeamId, actor_type: 'Team', bypass_mode: 'pull_request' }] : [],
    rules: [
      { type: 'deletion' },
      { type: 'non_fast_forward' },
      { type: 'pull_request', parameters: PULL_REQUEST_RULE },
      {
        type: 'required_status_checks',
        parameters: {
          strict_required_status_checks_policy: false,
          required_status_checks: REQUIRED_CHECKS.map((context) => ({ context })),
        },
      },
    ],
  }
}

/**
 * No tag may be named main: a run by hand "on main" could otherwise be a tag's, and name any commit
 * as the one that passed (scripts/ci/selectLane.ts). Deleting one stays allowed.
 */
export const tagRuleset = () => ({
  name: TAG_RULESET,
  target: 'tag',
  enforcement: 'active',
  conditions: { ref_name: { include: ['refs/tags/main'], exclude: [] as string[] } },
  bypass_actors: [] as unknown[],
  rules: [{ type: 'creation' }, { type: 'update' }],
})

export interface SecretSpec {
  name: string
  /** Asked for at --apply; undefined when the value comes from the settings file. */
  ask?: string
  value?: string
}
export interface EnvironmentSpec {
  name: string
  why: string
  secrets: SecretSpec[]
}

/** The environments, each open to main alone, and the secrets each must hold. */
export function environmentSpecs(s: SchoolSettings): EnvironmentSpec[] {
  const envs: EnvironmentSpec[] = [
    {
      name: 'production',
      why: 'the deploy and the data publish',
      secrets: [
        {
          name: 'CLOUDFLARE_API_TOKEN',
          ask: `a Cloudflare API token with Account > Cloudflare Pages > Edit on account ${s.cloudflare.accountId}`,
        },
        { name: 'CLOUDFLARE_ACCOUNT_ID', value: s.cloudflare.accountId },
      ],
    },
    {
      name: 'preview',
      why: 'the preview deploy',
      secrets: [
        {
          name: 'CLOUDFLARE_API_TOKEN',
          ask: `a Cloudflare API token with Account > Cloudflare Pages > Edit on account ${previewAccountOf(s)} (the previews')`,
        },
        { name: 'CLOUDFLARE_ACCOUNT_ID', value: previewAccountOf(s) },
      ],
    },
    {
      name: 'data-refresh',
      why: 'the data refresh',
      secrets: [
        { name: 'NCSR_API_TOKEN', ask: "the API provider's sync token" },
        {
          name: 'DATA_PR_TOKEN',
          ask: `${s.github.dataBot}'s fine-grained token (this repository: Contents and Pull requests, read and write)`,
        },
        ...(automergeOn(s)
          ? [
              {
                name: 'DATA_MERGE_TOKEN',
                ask: `${s.github.mergeBot}'s fine-grained token (this repository: Contents and Pull requests, read and write)`,
              },
            ]
          : []),
      ],
    },
    {
      name: 'settings-check',
      why: 'the daily settings check',
      secrets: [
        { name: 'SETTINGS_READ_TOKEN', ask: 'a read-only fine-grained token for the daily check (docs/setup.md "The daily check")' },
        {
          name: 'CLOUDFLARE_READ_TOKEN',
          ask: `a Cloudflare API token with Pages and Workers Scripts: Read on account ${s.cloudflare.accountId}`,
        },
      ],
    },
  ]
  if (s.variables.NCSR_HOST === 'github-pages') envs.push({ name: 'github-pages', why: 'the fallback host', secrets: [] })
  return envs
}

/** The repository variables: the settings file's, and the three it implies. */
export function variables(s: SchoolSettings): Record<string, string> {
  return {
    ...s.variables,
    CLOUDFLARE_PROJECT_NAME: s.cloudflare.project,
    CLOUDFLARE_PREVIEW_PROJECT_NAME: s.cloudflare.previewProject,
    SITE_URL: s.site.url.replace(/\/$/, ''),
  }
}

/** Actions (Settings > Actions > General): the three actions outside GitHub's own, pinned, read-only tokens. */
export const ACTIONS = {
  permissions: { enabled: true, allowed_actions: 'selected', sha_pinning_required: true },
  selected: {
    github_owned_allowed: true,
    verified_allowed: false,
    patterns_allowed: ['cloudflare/wrangler-action@*', 'peter-evans/create-pull-request@*'],
  },
  workflow: { default_workflow_permissions: 'read', can_approve_pull_request_reviews: false },
  forkApproval: { approval_policy: 'all_external_contributors' },
}

/** The repository's own options: no GitHub auto-merge (it waits for nobody once enabled), merged branches deleted. */
export const REPOSITORY_OPTIONS = { allow_auto_merge: false, delete_branch_on_merge: true }

/** Teams and the permission each has on the repository. */
export function teams(s: SchoolSettings): { slug: string; permission: string; why: string }[] {
  return [
    { slug: s.github.maintainers, permission: 'maintain', why: 'the code owners' },
    { slug: s.github.editors, permission: 'push', why: 'the office editors, whose saves at /admin are branches' },
    ...(automergeOn(s)
      ? [{ slug: s.github.mergeTeam, permission: 'push', why: `the merge bot ${s.github.mergeBot} alone: main's one bypass actor` }]
      : []),
  ]
}

/** The Pages projects' secrets (environment Production): the sign-in Functions' OAuth App. */
export const SIGN_IN_SECRETS: SecretSpec[] = [
  { name: 'GITHUB_CLIENT_ID', ask: "the editor's OAuth App's client ID (callback SITE_URL/admin/callback)" },
  { name: 'GITHUB_CLIENT_SECRET', ask: "the editor's OAuth App's client secret" },
]
