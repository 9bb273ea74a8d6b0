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
  /** Absolute origin of the deployed site, for sitemap, canonical links and feeds. */
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
] as const
let memo: { key: string; cwd: string; value: BuildEnv } | undefined
// On globalThis: the build's process holds two copies of this module (Vike's server bundle, and
// the sources the batch runs), and both must see the pin.
const PIN = Symbol.for('ncsr.buildEnv.pinned')
const pinnedEnv = () => (globalThis as { [PIN]?: BuildEnv })[PIN]

/**
 * For a build's processes (scripts/build.ts and its helper): the settings are read now and kept for
 * the rest of the process, so the calls for each page cost no read of the environment (nine variables).
 */
export function pinBuildEnv(): BuildEnv {
  unpinBuildEnv()
  return ((globalThis as { [PIN]?: BuildEnv })[PIN] = readBuildEnv())
}

/** Reads the environment again on each call (tests). */
export const unpinBuildEnv = () => void delete (globalThis as { [PIN]?: BuildEnv })[PIN]

/**
 * The build's settings. Read from process.env once per set of values (it is called several times
 * for each of 10,000 pages); with NCSR_NOW unset, "now" is the first call's time, so one build sees
 * one clock.
 */
export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  if (env !== process.env) return parseBuildEnv(env)
  const pinned = pinnedEnv()
  if (pinned) return pinned
  const key = KEYS.map((k) => env[k] ?? '\u0001').join('\u0000')
  const cwd = process.cwd()
  if (memo?.key !== key || memo.cwd !== cwd) memo = { key, cwd, value: parseBuildEnv(env) }
  return memo.value
}

function parseBuildEnv(env: NodeJS.ProcessEnv): BuildEnv {
  const now = env.NCSR_NOW ? new Date(env.NCSR_NOW) : new Date()
  if (Number.isNaN(now.getTime())) throw new Error(`NCSR_NOW is not a date: ${env.NCSR_NOW}`)
  return {
    apiBase: trimSlash(env.NCSR_API_BASE),
    formToken: (env.NCSR_FORM_TOKEN ?? '').trim(),
    dataDir: path.resolve(env.NCSR_DATA_DIR?.trim() || 'data/api'),
    contactFormEndpoint: (env.CONTACT_FORM_ENDPOINT ?? '').trim(),
    careerFormEndpoint: (env.CAREER_FORM_ENDPOINT ?? '').trim(),
    alumniFormEndpoint: (env.ALUMNI_FORM_ENDPOINT ?? '').trim(),
    mediaBase: trimSlash(env.MEDIA_BASE),
    siteUrl: trimSlash(env.SITE_URL) || 'http://localhost:4173',
    now,
  }
}

/** Hand-edited content is always here (docs/contract.md). */
export const CONTENT_DIR = path.resolve('data/content')
