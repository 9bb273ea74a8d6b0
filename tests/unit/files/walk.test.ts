// The one folder walk (lib/files/walk.ts): its order, its paths, links and fifos as they are, and
// folders left unread. Real files, links and a fifo in a temporary folder.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nonFolders, regularFiles, walk } from '#lib/files/walk.ts'
import { tempTree } from '#tests/support/tempTree.ts'

let tmp = ''
afterEach(() => {
  vi.restoreAllMocks()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  tmp = ''
})

/** A temporary folder holding `files` (relative paths), each holding its own path. */
const tree = (files: string[]): string => (tmp = tempTree('ncsr-walk-', Object.fromEntries(files.map((f) => [f, f]))))

describe('walk', () => {
  it('lists every entry, folders and dotfiles included, by path in code-unit order with / between folders', () => {
    const dir = tree(['b/z.txt', 'a.txt', 'a/b.txt', 'B.md', '.hidden', 'a/deep/er/x.json'])
    expect(walk(dir).map((e) => e.rel)).toEqual([
      '.hidden',
      'B.md',
      'a',
      'a.txt',
      'a/b.txt',
      'a/deep',
      'a/deep/er',
      'a/deep/er/x.json',
      'b',
      'b/z.txt',
    ])
    expect(regularFiles(dir)).toEqual(['.hidden', 'B.md', 'a.txt', 'a/b.txt', 'a/deep/er/x.json', 'b/z.txt'])
  })

  it('lists a symbolic link as a link and never follows it, so a link to a parent folder cannot loop', () => {
    const dir = tree(['notes/a.md', 'secret.env'])
    fs.symlinkSync(dir, path.join(dir, 'notes/up'))
    fs.symlinkSync(path.join(dir, 'secret.env'), path.join(dir, 'notes/b.md'))
    fs.symlinkSync('/nowhere', path.join(dir, 'dangling'))
    const links = walk(dir).filter((e) => e.dirent.isSymbolicLink())
    expect(links.map((e) => e.rel)).toEqual(['dangling', 'notes/b.md', 'notes/up'])
    expect(walk(dir).map((e) => e.rel)).not.toContain('notes/up/secret.env')
    expect(regularFiles(dir)).toEqual(['notes/a.md', 'secret.env'])
    expect(nonFolders(dir)).toEqual(['dangling', 'notes/a.md', 'notes/b.md', 'notes/up', 'secret.env'])
  })

  it('lists a fifo as one (read by nobody), and regularFiles leaves it out', () => {
    const dir = tree(['a.md'])
    expect(spawnSync('mkfifo', [path.join(dir, 'pipe.md')]).status).toBe(0)
    expect(walk(dir).map((e) => [e.rel, e.dirent.isFIFO()])).toEqual([
      ['a.md', false],
      ['pipe.md', true],
    ])
    expect(regularFiles(dir)).toEqual(['a.md'])
    expect(nonFolders(dir)).toEqual(['a.md', 'pipe.md'])
  })

  it('neither reads nor lists a folder skipFolder names, at any depth, and is told its path and name', () => {
    const dir = tree(['node_modules/x/+Page.ts', 'pages/node_modules/y.ts', 'pages/a/+Page.ts', 'pages/.git/HEAD'])
    const asked: [string, string][] = []
    const read = vi.spyOn(fs, 'readdirSync')
    const listed = walk(dir, {
      skipFolder: (rel, name) => {
        asked.push([rel, name])
        return name === 'node_modules' || name.startsWith('.')
      },
    })
    expect(listed.map((e) => e.rel)).toEqual(['pages', 'pages/a', 'pages/a/+Page.ts'])
    expect(asked.sort()).toEqual([
      ['node_modules', 'node_modules'],
      ['pages', 'pages'],
      ['pages/.git', '.git'],
      ['pages/a', 'a'],
      ['pages/node_modules', 'node_modules'],
    ])
    const readFolders = read.mock.calls.map((c) => path.relative(dir, String(c[0])))
    expect(readFolders.sort()).toEqual(['', 'pages', 'pages/a'])
  })

  it('fails on a missing folder as readdirSync does', () => {
    const dir = tree([])
    expect(() => walk(path.join(dir, 'missing'))).toThrow(/ENOENT/)
  })
})
