// public/ and data/ hold regular files and folders only (SECURITY.md, boundary 0). A symbolic link
// committed to git is checked out as a link, and Vite copies public/ by following it: a link in
// public/images/uploads/ to any file of the checkout (or of the machine) would be published as
// that file's bytes. A fifo, socket or device is no file to publish, and reading one can hang the
// build. Each entry is taken as its folder lists it (lib/files/walk.ts) and each root with lstat, so
// no link is ever followed, the roots' own included.
// `npm run check:content` (lib/content/check.ts) and the build, before Vite copies public/
// (scripts/build.ts), fail on any.
import fs from 'node:fs'
import path from 'node:path'
import { walk } from '../files/walk.ts'

/** A folder to walk, and how a path under it is named in messages ('public/<rel>'). */
export interface FileRoot {
  dir: string
  display: (rel: string) => string
}

/** What a non-regular entry is, in words, or null for a regular file or a folder. */
function kindOf(stat: fs.Stats | fs.Dirent, full: string): string | null {
  if (stat.isFile() || stat.isDirectory()) return null
  if (stat.isSymbolicLink()) {
    let target = '?'
    try {
      target = fs.readlinkSync(full)
    } catch {
      // Unreadable: named without its target.
    }
    return `a symbolic link (to ${target})`
  }
  if (stat.isFIFO()) return 'a named pipe (FIFO)'
  if (stat.isSocket()) return 'a socket'
  if (stat.isCharacterDevice()) return 'a character device'
  if (stat.isBlockDevice()) return 'a block device'
  return 'not a regular file'
}

/**
 * Every symbolic link, fifo, socket or device under the roots (a root that is one included; a
 * missing root is skipped), one line each, sorted: `public/images/uploads/a.jpg: a symbolic link
 * (to ../../../.env); …`.
 */
export function notRegularFiles(roots: readonly FileRoot[]): string[] {
  const problems: string[] = []
  const say = (name: string, kind: string) =>
    problems.push(`${name}: ${kind}; public/ and data/ may hold only regular files and folders: commit the file itself`)
  for (const root of roots) {
    let stat: fs.Stats
    try {
      stat = fs.lstatSync(root.dir)
    } catch {
      continue
    }
    const kind = kindOf(stat, root.dir)
    if (kind) say(root.display('').replace(/\/$/, '') || root.dir, kind)
    else if (stat.isDirectory())
      for (const { rel, dirent } of walk(root.dir)) {
        const entryKind = kindOf(dirent, path.join(root.dir, rel))
        if (entryKind) say(root.display(rel), entryKind)
      }
  }
  return problems.sort()
}

/** The roots without those inside another (data/content inside data/), each once. */
export function outermostRoots(roots: readonly FileRoot[]): FileRoot[] {
  const dirs = roots.map((r) => path.resolve(r.dir))
  return roots.filter((_, i) =>
    dirs.every((other, j) => (j === i ? true : !(dirs[i]!.startsWith(other + path.sep) || (other === dirs[i] && j < i)))),
  )
}
