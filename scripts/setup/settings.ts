// The school's settings as code: .github/school.json names the organisation, the repository, its
// teams and bots, the Cloudflare Pages projects, the site's address and the repository variables
// (docs/setup.md "The settings file"). `npm run setup` reads it, checked here field by field, and
// makes GitHub and Cloudflare say the same. It is read with Node alone (the daily check installs
// nothing), so the check is written out rather than a schema library's.
import fs from 'node:fs'

export const SETTINGS_FILE = '.github/school.json'
/** The organisation the repository ships with: CODEOWNERS names @OWNER/maintainers until it is filled in. */
export const PLACEHOLDER_ORGANISATION = 'OWNER'

/** The repository variables the settings file may give (docs/operations.md "Secrets and variables"). */
export const SETTING_VARIABLES = [
  'NCSR_API_BASE',
  'NCSR_FORM_TOKEN',
  'MEDIA_BASE',
  'CONTACT_FORM_ENDPOINT',
  'CAREER_FORM_ENDPOINT',
  'ALUMNI_FORM_ENDPOINT',
  'DATA_PR_REVIEWERS',
  'DATA_REFRESH_MINUTES',
  'DATA_PR_AUTOMERGE',
  'NCSR_HOST',
  'CMS_GITHUB_REPO',
  'CMS_GITHUB_BRANCH',
] as const

export interface SchoolSettings {
  github: {
    organisation: string
    repository: string
    /** Team slugs: maintainers (Maintain, the code owners), office editors (Write). */
    maintainers: string
    editors: string
    /** The data bot, who opens the data pull request (Write, no bypass). */
    dataBot: string
    /** With the data auto-merge: the merge bot, alone in the team that is main's one bypass actor. */
    mergeBot: string
    mergeTeam: string
  }
  cloudflare: { accountId: string; project: string; previewAccountId: string; previewProject: string }
  site: { url: string }
  variables: Partial<Record<(typeof SETTING_VARIABLES)[number], string>>
  /** What earlier instructions set up, for --check to report and --retire to remove. */
  retired: { signInWorker: string; variables: string[] }
}

const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/
const REPOSITORY = /^[A-Za-z0-9._-]{1,100}$/
const ACCOUNT = /^[0-9a-f]{32}$/
const PROJECT = /^[a-z0-9][a-z0-9-]{0,57}$/

/** The settings, or every problem with them, each naming its field. */
export function parseSettings(raw: unknown): { settings: SchoolSettings } | { problems: string[] } {
  const problems: string[] = []
  const obj = (v: unknown, at: string): Record<string, unknown> => {
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>
    problems.push(`${at}: expected an object`)
    return {}
  }
  const root = obj(raw, 'the file')
  const text = (o: Record<string, unknown>, at: string, key: string, pattern: RegExp | null, required = true): string => {
    const v = o[key]
    if (v === undefined || v === '') {
      if (required) problems.push(`${at}.${key}: fill it in`)
      return ''
    }
    if (typeof v !== 'string') problems.push(`${at}.${key}: expected text, found ${JSON.stringify(v)}`)
    else if (pattern && !pattern.test(v)) problems.push(`${at}.${key}: ${JSON.stringify(v)} is not a valid name`)
    return typeof v === 'string' ? v : ''
  }
  const gh = obj(root.github, 'github')
  const cf = obj(root.cloudflare, 'cloudflare')
  const site = obj(root.site, 'site')
  const vars = obj(root.variables ?? {}, 'variables')
  const retired = obj(root.retired ?? {}, 'retired')
  const variables: SchoolSettings['variables'] = {}
  for (const [k, v] of Object.entries(vars)) {
    if (!(SETTING_VARIABLES as readonly string[]).includes(k)) problems.push(`variables.${k}: not a variable the workflows read`)
    else if (typeof v !== 'string') problems.push(`variables.${k}: expected text`)
    else if (v !== '') variables[k as keyof typeof variables] = v
  }
  const automerge = variables.DATA_PR_AUTOMERGE === 'true'
  const settings: SchoolSettings = {
    github: {
      organisation: text(gh, 'github', 'organisation', NAME),
      repository: text(gh, 'github', 'repository', REPOSITORY),
      maintainers: text(gh, 'github', 'maintainers', NAME),
      editors: text(gh, 'github', 'editors', NAME),
      dataBot: text(gh, 'github', 'dataBot', NAME),
      mergeBot: text(gh, 'github', 'mergeBot', NAME, automerge),
      mergeTeam: text(gh, 'github', 'mergeTeam', NAME, automerge),
    },
    cloudflare: {
      accountId: text(cf, 'cloudflare', 'accountId', ACCOUNT),
      project: text(cf, 'cloudflare', 'project', PROJECT),
      previewAccountId: text(cf, 'cloudflare', 'previewAccountId', ACCOUNT, false),
      previewProject: text(cf, 'cloudflare', 'previewProject', PROJECT),
    },
    site: { url: text(site, 'site', 'url', null) },
    variables,
    retired: {
      signInWorker: text(retired, 'retired', 'signInWorker', /^[a-z0-9_-]{1,63}$/, false),
      variables: Array.isArray(retired.variables) ? retired.variables.filter((v): v is string => typeof v === 'string') : [],
    },
  }
  const { github: g, cloudflare: c } = settings
  if (g.organisation === PLACEHOLDER_ORGANISATION) problems.push(`github.organisation: still the placeholder ${PLACEHOLDER_ORGANISATION}`)
  if (settings.site.url && !isSiteOrigin(settings.site.url))
    problems.push(`site.url: ${settings.site.url} is not an https:// origin (no path)`)
  if (g.dataBot && g.dataBot.toLowerCase() === g.mergeBot.toLowerCase())
    problems.push(
      'github.mergeBot: must be another account than github.dataBot (the data pull request is opened by one and merged by the other)',
    )
  if (
    new Set([g.maintainers, g.editors, g.mergeTeam].filter(Boolean)).size < [g.maintainers, g.editors, g.mergeTeam].filter(Boolean).length
  )
    problems.push('github: maintainers, editors and mergeTeam must be three different teams')
  if (c.project && c.project === c.previewProject && (c.previewAccountId || c.accountId) === c.accountId)
    problems.push('cloudflare.previewProject: must not be the production project (a preview is never production)')
  for (const k of ['NCSR_API_BASE', 'MEDIA_BASE', 'CONTACT_FORM_ENDPOINT', 'CAREER_FORM_ENDPOINT', 'ALUMNI_FORM_ENDPOINT'] as const) {
    const v = variables[k]
    if (v !== undefined && !/^https:\/\/[^/\s]+/.test(v)) problems.push(`variables.${k}: ${v} is not an https:// address`)
  }
  return problems.length ? { problems } : { settings }
}

/** An https origin with no path, query or fragment: what SITE_URL must be. */
export function isSiteOrigin(url: string): boolean {
  try {
    const u = new URL(url)
    return u.protocol === 'https:' && u.origin === url.replace(/\/$/, '')
  } catch {
    return false
  }
}

/** The settings in `file`, or its problems, each named as `label` › field. */
export function readSettings(file = SETTINGS_FILE, label = SETTINGS_FILE): { settings: SchoolSettings } | { problems: string[] } {
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (e) {
    return { problems: [`${label}: ${(e as Error).message}`] }
  }
  const r = parseSettings(raw)
  return 'problems' in r ? { problems: r.problems.map((p) => `${label} › ${p}`) } : r
}

/** The code owners' team the settings file names, read without the rest's checks (the file ships unfilled). */
export function ownerInFile(file = SETTINGS_FILE): string {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { github?: { organisation?: unknown; maintainers?: unknown } }
  return ownerOf({
    github: { organisation: String(raw.github?.organisation), maintainers: String(raw.github?.maintainers) } as SchoolSettings['github'],
  })
}

/** The code owners' team as CODEOWNERS names it: @organisation/maintainers. */
export const ownerOf = (s: Pick<SchoolSettings, 'github'>) => `@${s.github.organisation}/${s.github.maintainers}`
export const automergeOn = (s: SchoolSettings) => s.variables.DATA_PR_AUTOMERGE === 'true'
/** The previews' account: a second one when given (its token cannot deploy production), else production's. */
export const previewAccountOf = (s: SchoolSettings) => s.cloudflare.previewAccountId || s.cloudflare.accountId
