// The output folder (NCSR_OUT_DIR, default dist) as Vite and Vike are given it (vite.config.ts; the
// prerender in scripts/build.ts): relative to the project root, the form Vite's docs give
// `build.outDir` (https://vite.dev/config/build-options#build-outdir). It must be inside the project:
// Vike's prerender finds the server bundle's entry by looking in the out dir, and refuses an entry
// whose first folder is not the working folder's (@brillout/vite-plugin-server-entry's
// isWebpackResolve), and the server bundle imports its dependencies from the project's node_modules.
import path from 'node:path'

export class OutDirError extends Error {
  override name = 'OutDirError'
}

/** `outDir` relative to `root`, for Vite's and Vike's build.outDir; an out dir outside the project is refused. */
export function outDirForVite(outDir = process.env.NCSR_OUT_DIR || 'dist', root = process.cwd()): string {
  const rel = path.relative(root, path.resolve(root, outDir))
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel))
    throw new OutDirError(`NCSR_OUT_DIR (${outDir}) must be a folder inside the project (${root}), such as .test-dist or dist`)
  return rel
}
