// The Markdown the docs tests read: the README, SECURITY.md and every page under docs/.
import fs from 'node:fs'
import path from 'node:path'

/** The repository's root, where the docs are. */
export const ROOT = path.resolve(import.meta.dirname, '../..')

/** Paths (from the root) of README.md, SECURITY.md and every .md under docs/, less `except`. */
export function markdownFiles(except: readonly string[] = []): string[] {
  const files = ['README.md', 'SECURITY.md']
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = path.join(dir, e.name)
      if (e.isDirectory()) walk(rel)
      else if (e.name.endsWith('.md') && !except.includes(rel)) files.push(rel)
    }
  }
  walk('docs')
  return files
}
