// Shared set-up for the sync tests: a mock API on an ephemeral port serving a copy of tests/fixtures/sync/api,
// a temp data folder, and a config with fake sleep so retries cost no time.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startMockApi, type MockApi } from '#scripts/mock-api/server.ts'
import type { SyncConfig } from '#scripts/sync/config.ts'
import { runSync, type SyncRun } from '#scripts/sync/runSync.ts'

export const FIXTURES = path.resolve('tests/fixtures/sync/api')
/** The mock checks tokens as the real API should: sync endpoints accept only SYNC_TOKEN. */
export const SYNC_TOKEN = 'test-token'
export const FORM_TOKEN = 'test-form-token'

export interface World {
  api: MockApi
  /** The mock's fixture folder (a copy; tests may edit it). */
  apiDir: string
  dataDir: string
  root: string
  sleeps: number[]
  cfg: (over?: Partial<SyncConfig>) => SyncConfig
  sync: (over?: Partial<SyncConfig>) => Promise<SyncRun>
  readData: () => Record<string, string>
  close: () => Promise<void>
}

export async function startWorld(): Promise<World> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-sync-'))
  const apiDir = path.join(root, 'api')
  const dataDir = path.join(root, 'data')
  fs.cpSync(FIXTURES, apiDir, { recursive: true })
  const api = await startMockApi({
    fixtureDir: apiDir,
    imageDir: path.join(root, 'no-images'),
    tokens: { sync: SYNC_TOKEN, form: FORM_TOKEN },
  })
  const sleeps: number[] = []
  const cfg = (over: Partial<SyncConfig> = {}): SyncConfig => ({
    apiBase: api.url,
    apiToken: SYNC_TOKEN,
    dataDir,
    summaryFile: path.join(root, 'summary.md'),
    rawDir: null,
    timeoutMs: 3000,
    retries: 2,
    backoffMs: 500,
    retryAfterCapMs: 5000,
    maxBytes: 1_000_000,
    ...over,
  })
  return {
    api,
    apiDir,
    dataDir,
    root,
    sleeps,
    cfg,
    sync: (over) =>
      runSync(cfg(over), {
        fetch: globalThis.fetch,
        sleep: async (ms) => void sleeps.push(ms),
        now: () => Date.parse('2026-11-22T06:00:00Z'),
        log: () => {},
      }),
    readData: () =>
      Object.fromEntries(
        fs
          .readdirSync(dataDir)
          .sort()
          .map((f) => [f, fs.readFileSync(path.join(dataDir, f), 'utf8')]),
      ),
    close: async () => {
      await api.close()
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}

/** Edits every fixture so that a fresh sync would change every file. */
export function touchFixtures(dir: string) {
  for (const f of fs.readdirSync(dir)) {
    const body = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))
    const list = Array.isArray(body) ? body : body.data
    const first = list[0]
    if ('title' in first) first.title += ' (updated)'
    else first.name += ' (updated)'
    fs.writeFileSync(path.join(dir, f), JSON.stringify(body))
  }
}
