// docs/contract.md "Environment variables": read once, at build or sync time (never in the browser).
import path from 'node:path'

export interface BuildEnv {
  /** Provider API origin without trailing slash, or '' for the embedded, offline snapshot. */
  apiBase: string
  /**
   * NCSR_FORM_TOKEN: the public token the browser sends with the admission enquiry and TC lookup
   * (docs/contract.md); the only token a page may carry. The sync token is sync's alone.
   */
  formToken: string
  /** Folder of synced snapshots. */
  dataDir: string
  contactFormEndpoint: string
  careerFormEndpoint: string
  alumniFormEndpoint: string
  /** Media host for magazine pages, or '' for local placeholders. */
  mediaBase: string
  /** Absolute origin of the deployed site, for sitemap, canonical links and feeds (LOCAL_SITE_URL in a local build without SITE_URL). */
  siteUrl: string
  /**
   * "Now" for the static HTML (current year, upcoming events). NCSR_NOW fixes it for tests;
   * otherwise the build's clock.
   */
  now: Date
}

const trimSlash = (s: string | undefined) => (s ?? '').trim().replace(/\/+$/, '')

const KEYS = [
  'NCSR_NOW',
  'NCSR_API_BASE',
  'NCSR_FORM_TOKEN',
  'NCSR_DATA_DIR',
  'CONTACT_FORM_ENDPOINT',
  'CAREER_FORM_ENDPOINT',
  'ALUMNI_FORM_ENDPOINT',
  'MEDIA_BASE',
  'SITE_URL',
  'NCSR_DEPLOY',
] as const
// The settings last read, by the values of the variables and the working folder: readBuildEnv() is
// called several times for each page. Invalidated by: any of KEYS changing, another
// working folder. With NCSR_NOW unset, "now" is the first read's time, so one process sees one clock.
let memo: { key: string; cwd: string; value: BuildEnv } | undefined

/**
 * The build's settings. Read from process.env once per set of values (it is called several times
 * for each page); with NCSR_NOW unset, "now" is the first call's time. `npm run build` sets NCSR_NOW
 * at its start when it is unset (scripts/build.ts), so its processes and both copies of lib/ (the
 * build's own and the server bundle's) see one clock.
 */
export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  if (env !== process.env) return parseBuildEnv(env)
  const key = KEYS.map((k) => env[k] ?? '\u0001').join('\u0000')
  const cwd = process.cwd()
  if (memo?.key !== key || memo.cwd !== cwd) memo = { key, cwd, value: parseBuildEnv(env) }
  return memo.value
}

/** A setting the build cannot go on with; `npm run build` prints its message alone and exits 1. */
export class BuildEnvError extends Error {
  override name = 'BuildEnvError'
}

/** The origin a local build names when SITE_URL is unset (the address `npm start` serves on). */
export const LOCAL_SITE_URL = 'http://localhost:4173'

/**
 * NCSR_DEPLOY (the deploy workflow sets it to 1): a build that will be published. Without SITE_URL,
 * its canonical links, sitemap.xml, feeds and calendar UIDs would all name LOCAL_SITE_URL.
 */
const isDeploy = (env: NodeJS.ProcessEnv) => !['', '0'].includes((env.NCSR_DEPLOY ?? '').trim())

function parseBuildEnv(env: NodeJS.ProcessEnv): BuildEnv {
  const now = env.NCSR_NOW ? new Date(env.NCSR_NOW) : new Date()
  if (Number.isNaN(now.getTime())) throw new Error(`NCSR_NOW is not a date: ${env.NCSR_NOW}`)
  const siteUrl = trimSlash(env.SITE_URL)
  if (!siteUrl && isDeploy(env))
    throw new BuildEnvError(
      `SITE_URL is not set, and this is a deploy build (NCSR_DEPLOY=${(env.NCSR_DEPLOY ?? '').trim()}): canonical links, ` +
        `sitemap.xml, the feeds and calendar UIDs would name ${LOCAL_SITE_URL}. Set SITE_URL to the live site's origin, ` +
        'e.g. SITE_URL=https://www.school.example; for the deploy workflow, as the repository variable SITE_URL ' +
        '(Settings > Secrets and variables > Actions > Variables; docs/operations.md "Secrets and variables"). ' +
        'A local build (NCSR_DEPLOY unset) uses the localhost default.',
    )
  return {
    apiBase: trimSlash(env.NCSR_API_BASE),
    formToken: (env.NCSR_FORM_TOKEN ?? '').trim(),
    dataDir: path.resolve(env.NCSR_DATA_DIR?.trim() || 'data/api'),
    contactFormEndpoint: (env.CONTACT_FORM_ENDPOINT ?? '').trim(),
    careerFormEndpoint: (env.CAREER_FORM_ENDPOINT ?? '').trim(),
    alumniFormEndpoint: (env.ALUMNI_FORM_ENDPOINT ?? '').trim(),
    mediaBase: trimSlash(env.MEDIA_BASE),
    siteUrl: siteUrl || LOCAL_SITE_URL,
    now,
  }
}

/**
 * Hand-edited content is always here (docs/contract.md). NCSR_CONTENT_DIR is for tests only: the
 * hostile build (tests/e2e/hostile-data.spec.ts) points it at a copy with hostile page copy, so
 * nothing is ever written into data/. Read once, when this module loads: a test that sets it does so
 * before importing the modules that read content.
 */
export const CONTENT_DIR = path.resolve(process.env.NCSR_CONTENT_DIR?.trim() || 'data/content')
