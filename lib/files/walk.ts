// The one walk over a folder tree, for the content checks, the build's steps and the tests: every
// entry under a folder as its path relative to it ('/'-separated on every system), in one sorted
// order, so whatever is hashed, written or compared from a listing is the same from run to run.
// A symbolic link is listed as a link and never followed, so no walk leaves its folder and a link
// to a parent folder cannot loop (lib/content/onlyFiles.ts names each link it finds). Built on
// fs.readdirSync one folder at a time: its `recursive` option cannot leave a folder unread
// (node_modules/ under the checkout).
import fs from 'node:fs'

export interface WalkEntry {
  /** Path from the walked folder, '/'-separated: 'images/uploads/a.jpg'. */
  rel: string
  /** What it is, as the folder lists it (lstat's view: a link is a link, whatever it points to). */
  dirent: fs.Dirent
}

export interface WalkOptions {
  /** Folders not read (nor listed): given the folder's path from the walked folder and its name. */
  skipFolder?: (rel: string, name: string) => boolean
}

/** Every entry under dir (folders included, dir itself not), sorted by path. Throws as readdirSync does. */
export function walk(dir: string, { skipFolder }: WalkOptions = {}): WalkEntry[] {
  const out: WalkEntry[] = []
  const folders = ['']
  for (let from = folders.pop(); from !== undefined; from = folders.pop()) {
    for (const dirent of fs.readdirSync(from ? `${dir}/${from}` : dir, { withFileTypes: true })) {
      const rel = from ? `${from}/${dirent.name}` : dirent.name
      if (dirent.isDirectory()) {
        if (skipFolder?.(rel, dirent.name)) continue
        folders.push(rel)
      }
      out.push({ rel, dirent })
    }
  }
  return out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
}

/** The regular files under dir (no folder, link, fifo, socket or device), relative paths, sorted. */
export const regularFiles = (dir: string, options?: WalkOptions): string[] =>
  walk(dir, options)
    .filter((e) => e.dirent.isFile())
    .map((e) => e.rel)

/** Everything under dir but folders (links, fifos… included), relative paths, sorted. */
export const nonFolders = (dir: string, options?: WalkOptions): string[] =>
  walk(dir, options)
    .filter((e) => !e.dirent.isDirectory())
    .map((e) => e.rel)
