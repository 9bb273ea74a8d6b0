// docs/contract.md "Environment variables" and the sync command line (`--summary FILE`, `--raw DIR`).
import path from 'node:path'
import { ConfigError } from './errors.ts'

export interface SyncConfig {
  /** Provider origin without trailing slash. */
  apiBase: string
  /** Sent as `Authorization: Bearer …` on the endpoints lib/endpoints.ts marks `auth`; '' sends none. */
  apiToken: string
  dataDir: string
  /** Markdown summary for the data PR body. */
  summaryFile: string
  /** When set, every raw response body is saved here under the endpoint's file name. */
  rawDir: string | null
  /** NCSR_PREVIEW_URL: origin of the data PR's preview deploy; the summary links changed pages there ('' for none). */
  previewUrl?: string
  /** Per request (headers and body). */
  timeoutMs: number
  /** Retries after the first attempt, on network errors, timeouts, 5xx and 429. */
  retries: number
  /** First backoff; doubled on each retry. */
  backoffMs: number
  /** Longest wait a 429 Retry-After may ask for. */
  retryAfterCapMs: number
  /** A response body larger than this is refused (the endpoint keeps its last good snapshot). */
  maxBytes: number
}

export const DEFAULTS = {
  timeoutMs: 15_000,
  retries: 3,
  backoffMs: 1_000,
  retryAfterCapMs: 30_000,
  maxBytes: 20 * 1024 * 1024,
} as const

const USAGE = 'usage: npm run sync -- [--summary FILE] [--raw DIR]'

export function readSyncConfig(env: NodeJS.ProcessEnv, argv: string[], cwd = process.cwd()): SyncConfig {
  const flags = readFlags(argv)
  const apiBase = (env.NCSR_API_BASE ?? '').trim().replace(/\/+$/, '')
  if (!apiBase)
    throw new ConfigError(
      'NCSR_API_BASE is not set: set it to the school API origin, e.g. NCSR_API_BASE=https://api.example.org npm run sync',
    )
  if (!/^https?:\/\/[^\s/]+/i.test(apiBase)) throw new ConfigError(`NCSR_API_BASE must be an http(s) URL, got ${JSON.stringify(apiBase)}`)
  return {
    ...DEFAULTS,
    apiBase,
    apiToken: (env.NCSR_API_TOKEN ?? '').trim(),
    dataDir: path.resolve(cwd, env.NCSR_DATA_DIR?.trim() || 'data/api'),
    summaryFile: path.resolve(cwd, flags.summary ?? 'sync-summary.md'),
    rawDir: flags.raw ? path.resolve(cwd, flags.raw) : null,
    previewUrl: (env.NCSR_PREVIEW_URL ?? '').trim(),
  }
}

function readFlags(argv: string[]): { summary?: string; raw?: string } {
  const out: { summary?: string; raw?: string } = {}
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined]
    if (flag !== '--summary' && flag !== '--raw') throw new ConfigError(`unknown argument ${JSON.stringify(argv[i])}; ${USAGE}`)
    const value = inline ?? argv[++i]
    if (!value || value.startsWith('--')) throw new ConfigError(`${flag} needs a path; ${USAGE}`)
    out[flag === '--summary' ? 'summary' : 'raw'] = value
  }
  return out
}
