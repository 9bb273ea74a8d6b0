// The Markdown the docs tests read: the README, SECURITY.md and every page under docs/.
import path from 'node:path'
import { nonFolders } from '#lib/files/walk.ts'

/** The repository's root, where the docs are. */
export const ROOT = path.resolve(import.meta.dirname, '../..')

/** Paths (from the root) of README.md, SECURITY.md and every .md under docs/, less `except`. */
export function markdownFiles(except: readonly string[] = []): string[] {
  const docs = nonFolders(path.join(ROOT, 'docs')).map((rel) => `docs/${rel}`)
  return ['README.md', 'SECURITY.md', ...docs.filter((rel) => rel.endsWith('.md') && !except.includes(rel))]
}
