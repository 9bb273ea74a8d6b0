// What the build checks of its source folders before anything is copied from them (scripts/build.ts,
// before Vite copies public/ into the site): public/, data/ and the build's data and content
// folders hold regular files only (lib/content/onlyFiles.ts), and public/ only files it may
// publish (lib/content/publicFiles.ts). `npm run check:content` checks the same through
// lib/content/check.ts.
import path from 'node:path'
import { notRegularFiles, outermostRoots } from './onlyFiles.ts'
import { checkPublicFolder } from './publicFiles.ts'

export interface SourceFolders {
  publicDir: string
  /** data/, and the snapshot and content folders the build reads (NCSR_DATA_DIR, NCSR_CONTENT_DIR). */
  dataDirs: readonly string[]
  /** Paths in messages are relative to it. */
  cwd?: string
}

/** Every problem with the source folders, one line each, naming the path; [] when there is none. */
export function sourceFileProblems({ publicDir, dataDirs, cwd = process.cwd() }: SourceFolders): string[] {
  const named = (root: string) => (rel: string) => path.relative(cwd, path.join(root, rel)).split(path.sep).join('/')
  const roots = [publicDir, ...dataDirs].map((dir) => ({ dir, display: named(dir) }))
  return [...notRegularFiles(outermostRoots(roots)), ...checkPublicFolder(publicDir, named(publicDir))]
}
