// A folder of files made in the system's temporary folder, for tests of code that reads folders.
// The caller removes it (fs.rmSync(dir, { recursive: true, force: true })) after its test.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A new folder named `prefix`… holding `files` (relative paths, parents made) with their text. */
export function tempTree(prefix: string, files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
    fs.writeFileSync(path.join(dir, rel), body)
  }
  return dir
}
