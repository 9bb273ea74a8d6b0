// `npm run sync` as a function: fetch and validate every endpoint concurrently, then write what changed, then report.
import fs from 'node:fs/promises'
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import type { SyncConfig } from './config.ts'
import type { RetryDeps } from './fetchWithRetry.ts'
import { prepareEndpoint, type Prepared } from './prepareEndpoint.ts'
import { removeStaleTemps, writeFileAtomic } from './snapshotFile.ts'
import { humanSummary, markdownSummary } from './summary.ts'
import type { EndpointResult } from './types.ts'

export interface SyncDeps extends RetryDeps {
  /** Where the human summary goes (stdout in the CLI). */
  log: (text: string) => void
}

export interface SyncRun {
  results: EndpointResult[]
  /** 0 every endpoint fresh; 1 some endpoint kept its last good snapshot. */
  exitCode: 0 | 1
  markdown: string
}

export async function runSync(cfg: SyncConfig, deps: SyncDeps): Promise<SyncRun> {
  await fs.mkdir(cfg.dataDir, { recursive: true })
  await removeStaleTemps(cfg.dataDir)
  const names = Object.keys(endpoints) as EndpointName[]
  // Validate everything before writing anything.
  const prepared = await Promise.all(names.map((name) => prepareEndpoint(name, cfg, deps)))
  const results = await Promise.all(prepared.map(write))
  const markdown = markdownSummary(results, { apiBase: cfg.apiBase, at: new Date(deps.now()), previewUrl: cfg.previewUrl })
  await writeFileAtomic(cfg.summaryFile, markdown)
  deps.log(`${humanSummary(results)}\nSummary written to ${cfg.summaryFile}`)
  return { results, exitCode: results.some((r) => r.status === 'kept') ? 1 : 0, markdown }
}

async function write(p: Prepared): Promise<EndpointResult> {
  const { bytes, path: file, ...result } = p
  if (bytes === null) return result
  try {
    await writeFileAtomic(file, bytes)
    return result
  } catch (e) {
    const failure = `could not write ${file}: ${(e as Error).message}`
    return {
      ...result,
      status: 'kept',
      failure,
      written: false,
      changes: { added: [], removed: [], changed: [] },
      problems: [...result.problems, { endpoint: p.name, level: 'error', reason: `${failure}; kept the last good snapshot` }],
    }
  }
}
