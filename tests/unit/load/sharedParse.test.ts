// Results shared by every module copy in a build process (lib/load/sharedParse.ts).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sharedDerived, sharedParse } from '#lib/load/sharedParse.ts'

describe('a parsed file shared between module copies', () => {
  it('is parsed once while the file is unchanged, and again once it is written anew', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-shared-'))
    try {
      const file = path.join(dir, 'a.json')
      fs.writeFileSync(file, '[1]')
      let parses = 0
      const parse = () => (parses++, JSON.parse(fs.readFileSync(file, 'utf8')) as number[])
      const first = sharedParse(file, parse)
      expect(sharedParse(file, parse)).toBe(first)
      expect(parses).toBe(1)
      fs.writeFileSync(file, '[1, 2]')
      expect(sharedParse(file, parse)).toEqual([1, 2])
      expect(parses).toBe(2)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('a value derived from shared inputs', () => {
  it('is computed once while its inputs are the same values, and again when one is another', () => {
    const records = [{ id: 1 }]
    const settings = { apiBase: '' }
    let computed = 0
    const cards = (r: object[], s: object) => sharedDerived('test:cards', [r, s], () => (computed++, r.map(() => 'card')))
    const first = cards(records, settings)
    expect(cards(records, settings)).toBe(first)
    expect(computed).toBe(1)
    // equal but not the same object: a snapshot parsed again, the settings read again
    expect(cards([{ id: 1 }], settings)).not.toBe(first)
    expect(cards(records, { apiBase: '' })).toEqual(first)
    expect(computed).toBe(3)
  })
})
