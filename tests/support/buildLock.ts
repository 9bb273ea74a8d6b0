// One site build at a time in this checkout, across Playwright's workers. Two builds at once
// collide: Vike loads each +config.ts through a temporary file written beside it and named by a
// hash of its code (`+config.ts.build-<hash>.mjs`), so two builds write and delete the same file,
// and the one that reads it after the other deleted it fails with ENOENT; the two would also share
// the image cache under .cache/. The lock is a directory (mkdir is atomic); the test run's global
// setup clears one left by a killed run.
import fs from 'node:fs'
import path from 'node:path'

export const BUILD_LOCK_DIR = path.resolve('.test-build.lock')

/** How often a waiting worker looks again: a build takes tens of seconds, so a fifth of a second is cheap. */
const POLL_MS = 200

/** Runs `build` once no other worker's build holds the lock, holding it until `build` settles. */
export async function withBuildLock<T>(build: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.mkdirSync(BUILD_LOCK_DIR)
      break
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
      await new Promise((r) => setTimeout(r, POLL_MS))
    }
  }
  try {
    return await build()
  } finally {
    fs.rmSync(BUILD_LOCK_DIR, { recursive: true, force: true })
  }
}
