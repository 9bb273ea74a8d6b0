// Folders a test makes in the system's temporary folder, removed after each test of the file.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

/**
 * `const tempDir = tempDirs('ncsr-x-')` at a file's top: tempDir() makes a new folder named
 * `prefix`… (or `name`…), removed after the test; tempDir.add(dir) removes one made otherwise.
 */
export function tempDirs(prefix: string): ((name?: string) => string) & { add: (dir: string) => void } {
  const dirs: string[] = []
  // A limit, as vitest.config.ts's testTimeout: a built site's thousands of files take more than
  // Vitest's 10 s hook default to remove on a loaded 2-core machine.
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })), 60_000)
  const make = (name = prefix) => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), name))
    dirs.push(d)
    return d
  }
  return Object.assign(make, { add: (dir: string) => void dirs.push(dir) })
}
