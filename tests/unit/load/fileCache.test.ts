// The caches of lib/ (lib/load/fileCache.ts; docs/architecture.md "The build"): a file's parse lasts
// while the file is the same, a derived value while its inputs are the same objects.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { keepParsed, lastFor, parsedFile } from '#lib/load/fileCache.ts'

let dir: string
beforeEach(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-file-cache-'))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The next turn of the event loop: where `npm run dev`'s next request would be. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('a parsed file', () => {
  it('is parsed once while the file is unchanged, and again once it is written anew', async () => {
    const file = path.join(dir, 'a.json')
    fs.writeFileSync(file, '[1]')
    let parses = 0
    const parse = () => (parses++, JSON.parse(fs.readFileSync(file, 'utf8')) as number[])
    const first = parsedFile(file, parse)
    await nextTurn()
    expect(parsedFile(file, parse)).toBe(first)
    expect(parses).toBe(1)
    fs.writeFileSync(file, '[1, 2]')
    await nextTurn()
    expect(parsedFile(file, parse)).toEqual([1, 2])
    expect(parses).toBe(2)
  })

  it('is looked at once a turn of the event loop: a change shows from the next turn on', async () => {
    const file = path.join(dir, 'b.json')
    fs.writeFileSync(file, '["before"]')
    const parse = () => JSON.parse(fs.readFileSync(file, 'utf8')) as string[]
    expect(parsedFile(file, parse)).toEqual(['before'])
    fs.writeFileSync(file, '["after"]')
    expect(parsedFile(file, parse)).toEqual(['before'])
    await nextTurn()
    expect(parsedFile(file, parse)).toEqual(['after'])
  })

  it('is parsed again when the file appears or goes', async () => {
    const file = path.join(dir, 'late.json')
    const parse = () => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [])
    expect(parsedFile(file, parse)).toEqual([])
    fs.writeFileSync(file, '["here"]')
    await nextTurn()
    expect(parsedFile(file, parse)).toEqual(['here'])
    fs.rmSync(file)
    await nextTurn()
    expect(parsedFile(file, parse)).toEqual([])
  })

  it('keeps nothing of a parse that failed: the next call fails again, until the file is mended', async () => {
    const file = path.join(dir, 'broken.json')
    fs.writeFileSync(file, '[')
    const parse = () => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown
    expect(() => parsedFile(file, parse)).toThrow()
    expect(() => parsedFile(file, parse)).toThrow()
    fs.writeFileSync(file, '[3]')
    await nextTurn()
    expect(parsedFile(file, parse)).toEqual([3])
  })

  it('is the value its writer handed over, without a read, until the file changes', async () => {
    const file = path.join(dir, 'manifest.json')
    fs.writeFileSync(file, '{"a":1}')
    const held = { a: 1 }
    keepParsed(file, held)
    expect(parsedFile(file, () => 'read')).toBe(held)
    fs.writeFileSync(file, '{"a":2}')
    await nextTurn()
    expect(parsedFile(file, () => 'read')).toBe('read')
  })
})

describe('a value made from other values', () => {
  it('is made once while its inputs are the same values, and again when one is another', () => {
    const records = [{ id: 1 }]
    const settings = { apiBase: '' }
    let made = 0
    const memo = lastFor<string[]>()
    const cards = (r: object[], s: object) => memo([r, s], () => (made++, r.map(() => 'card')))
    const first = cards(records, settings)
    expect(cards(records, settings)).toBe(first)
    expect(made).toBe(1)
    // equal but not the same object: a snapshot parsed again, the settings read again
    expect(cards([{ id: 1 }], settings)).not.toBe(first)
    expect(cards(records, { apiBase: '' })).toEqual(first)
    expect(made).toBe(3)
  })
})
