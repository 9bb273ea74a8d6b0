// `npm run sync`: pulls every NCSR list endpoint into validated snapshots (docs/data.md). Exit 0 all fresh,
// 1 some endpoint kept its last good snapshot, 2 configuration error.
import { readSyncConfig, type SyncConfig } from './sync/config.ts'
import { ConfigError } from './sync/errors.ts'
import { runSync } from './sync/runSync.ts'

// Images are not synced here: `npm run build` downloads and sizes them (scripts/images/run.ts).
const args = process.argv.slice(2)

let cfg: SyncConfig
try {
  cfg = readSyncConfig(process.env, args)
} catch (e) {
  if (!(e instanceof ConfigError)) throw e
  console.error(`sync: ${e.message}`)
  process.exit(2)
}

try {
  const run = await runSync(cfg, {
    fetch,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    now: () => Date.now(),
    log: (text) => console.log(text),
  })
  process.exitCode = run.exitCode
} catch (e) {
  // e.g. the data folder cannot be created: nothing was replaced, every file keeps its last good state.
  console.error(`sync: ${(e as Error).message}`)
  process.exitCode = 1
}
