// One endpoint, fetched and validated but not yet written: the new bytes, or why it keeps its last good snapshot.
import path from 'node:path'
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import type { SyncConfig } from './config.ts'
import { describeChanges } from './describeChanges.ts'
import { EndpointFailure } from './errors.ts'
import { extractList } from './extractList.ts'
import { fetchWithRetry, type RetryDeps } from './fetchWithRetry.ts'
import { serialise, sortRecords } from './normalise.ts'
import { readOldSnapshot, writeFileAtomic } from './snapshotFile.ts'
import type { EndpointResult, Problem } from './types.ts'
import { validateRecords } from './validateRecords.ts'

export interface Prepared extends EndpointResult {
  path: string
  /** New file content when `written`. */
  bytes: string | null
}

export async function prepareEndpoint(name: EndpointName, cfg: SyncConfig, deps: RetryDeps): Promise<Prepared> {
  const def = endpoints[name]
  const file = path.join(cfg.dataDir, def.file)
  const old = await readOldSnapshot(file, def.schema)
  const problems: Problem[] = []
  const base = { name, file: def.file, path: file, problems, changes: { added: [], removed: [], changed: [] } }
  if (def.auth && !cfg.apiToken)
    problems.push({ endpoint: name, level: 'warning', reason: 'NCSR_API_TOKEN is not set; requested without Authorization' })
  try {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (def.auth && cfg.apiToken) headers.authorization = `Bearer ${cfg.apiToken}`
    const { text } = await fetchWithRetry(cfg.apiBase + def.path, deps, { ...cfg, headers })
    if (cfg.rawDir) await writeFileAtomic(path.join(cfg.rawDir, def.file), text)
    const list = extractList(text)
    const valid = validateAll(name, list, problems)
    const records = sortRecords(valid)
    if (records.length === 0 && old.records.length > 0) {
      problems.push({
        endpoint: name,
        level: 'warning',
        reason: `the API returned an empty list; the ${old.records.length} records before are removed`,
      })
    }
    const keepOld = old.bytes !== null && old.complete && serialise(sortRecords(old.records)) === serialise(records)
    const bytes = keepOld ? old.bytes : serialise(records)
    const written = bytes !== old.bytes
    return {
      ...base,
      status: 'fresh',
      count: records.length,
      written,
      bytes: written ? bytes : null,
      changes: describeChanges(old.records, records),
    }
  } catch (e) {
    const reason = e instanceof EndpointFailure ? e.message : `unexpected error: ${(e as Error).message}`
    problems.push({ endpoint: name, level: 'error', reason: `${reason}; kept the last good snapshot` })
    return { ...base, status: 'kept', failure: reason, count: old.records.length, written: false, bytes: null }
  }
}

/** Validates each record; an endpoint with more than half its records invalid fails as a whole. */
function validateAll(name: EndpointName, list: unknown[], problems: Problem[]) {
  const v = validateRecords(name, endpoints[name].schema, list)
  problems.push(...v.problems)
  if (list.length > 0 && v.invalid * 2 > list.length) {
    throw new EndpointFailure(`mostly invalid: ${v.invalid} of ${list.length} records failed validation`)
  }
  return v.records
}
