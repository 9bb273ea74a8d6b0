// The output folder as Vite and Vike are given it (vite.config.ts; the prerender in scripts/build.ts):
// relative to the project root, the form Vite's docs give `build.outDir`
// (https://vite.dev/config/build-options#build-outdir). Vike 0.4.266 tells an absolute outDir from a
// relative one by its first folder alone (outDirIsAbsolutePath in vike/dist/node/vite/shared/getOutDirs.js):
// an absolute path whose first folder is not the working folder's (NCSR_OUT_DIR=/tmp/x in a checkout
// under /work) counts as relative and is joined to the root, so Vike looked for its manifest and wrote
// its files under the checkout (/work/…/tmp/x) while Vite wrote the bundle in /tmp/x, and the build
// failed. A relative path is joined to the root by both, and the file system resolves its `..`.
import fs from 'node:fs'
import path from 'node:path'

/** `outDir` (NCSR_OUT_DIR, default dist) relative to `root`, for Vite's and Vike's build.outDir. */
export function outDirForVite(outDir = process.env.NCSR_OUT_DIR || 'dist', root = process.cwd()): string {
  return path.relative(root, path.resolve(root, outDir)) || '.'
}

/**
 * For an out dir outside the project: OUT_DIR/node_modules, a symbolic link to the project's. The
 * server bundle (OUT_DIR/server) imports its dependencies by bare name (vike, react…: Vite leaves
 * them to Node), which Node looks for in node_modules folders above the importing file; outside the
 * project there are none, and the prerender failed ("Cannot find package 'vike'"). Never published:
 * the site is OUT_DIR/client. Returns the link's path, or null when none is needed.
 */
export function linkDependencies(outDir: string, root = process.cwd()): string | null {
  const rel = path.relative(root, path.resolve(root, outDir))
  if (!rel.startsWith('..') && !path.isAbsolute(rel)) return null
  const link = path.join(path.resolve(root, outDir), 'node_modules')
  const target = path.join(root, 'node_modules')
  fs.mkdirSync(path.dirname(link), { recursive: true })
  const current = fs.lstatSync(link, { throwIfNoEntry: false })
  if (current?.isSymbolicLink() && fs.readlinkSync(link) === target) return link
  if (current) throw new Error(`${link} is in the way: the server bundle's dependencies are linked there (scripts/vite/outDir.ts)`)
  fs.symlinkSync(target, link, 'junction')
  return link
}
