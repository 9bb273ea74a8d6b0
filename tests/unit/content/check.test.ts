// `npm run check:content` (lib/content/check.ts): an edit the build's schemas reject, made in the
// editor at /admin or in git, fails CI with the file, the field and what is expected.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '#lib/content/check.ts'

const contentDir = path.resolve('data/content')
let tmp = ''
/** A copy of data/content in a temporary folder, with `edit` applied to one file's text. */
function editedCopy(rel: string, edit: (text: string) => string, { unchanged = false } = {}): string {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-content-'))
  fs.cpSync(contentDir, tmp, { recursive: true })
  const file = path.join(tmp, rel)
  const before = fs.readFileSync(file, 'utf8')
  const after = edit(before)
  if (!unchanged) expect(after, 'the edit changed nothing').not.toBe(before)
  fs.writeFileSync(file, after)
  return tmp
}
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  tmp = ''
})

describe('the content check', () => {
  it('accepts the committed content', () => {
    expect(checkContent(contentDir)).toEqual([])
  })

  it('names the file and field of a fee with letters in it, and says a number is expected', () => {
    const dir = editedCopy('kids-fees.json', (t) => t.replace('"tuitionFees": 54176', '"tuitionFees": "54,17six"'))
    expect(checkContent(dir)).toEqual([
      'data/content/kids-fees.json › rows.0.tuitionFees: expected a number (digits only: no letters, commas or spaces), found "54,17six"',
    ])
  })

  it('names an empty page title', () => {
    const dir = editedCopy('pages/about.md', (t) => t.replace('title: Origin and History', 'title: ""'))
    expect(checkContent(dir)).toEqual(['data/content/pages/about.md › title: must not be empty'])
  })

  it('names a menu link and a text link that lead to no page', () => {
    let dir = editedCopy('menus.json', (t) => t.replace('"href": "/visitors"', '"href": "/visitorz"'))
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(
        /^data\/content\/menus\.json › senior\.\d+\.children\.\d+\.href: links to \/visitorz, which is no page or file of the site \(expected a path such as \/about\)$/,
      ),
    ])
    fs.rmSync(dir, { recursive: true })
    dir = editedCopy('pages/about.md', (t) => t + '\nSee [our sports](/sportz).\n')
    expect(checkContent(dir)).toEqual([
      'data/content/pages/about.md › (text): links to /sportz, which is no page or file of the site (expected a path such as /about)',
    ])
  })

  it('accepts links to pages with parameters, to files in public/ and to anchors', () => {
    const dir = editedCopy(
      'pages/about.md',
      (t) => t + '\n[An album](/SubGallery/abc123) [Fees](/docs/academics/year-planner.pdf) [Enquire](/#admission-enquiry)\n',
    )
    expect(checkContent(dir)).toEqual([])
  })

  it('reports a file no part of the site reads', () => {
    const dir = editedCopy('kids-fees.json', (t) => t, { unchanged: true })
    fs.writeFileSync(path.join(dir, 'fees-2027.json'), '{}')
    expect(checkContent(dir)).toEqual([
      'data/content/fees-2027.json: no part of the site reads this file (expected one listed in lib/content/registry.ts)',
    ])
  })

  it('exits non-zero from the command line, printing each problem', () => {
    const dir = editedCopy('kids-fees.json', (t) => t.replace('"totalFees": 63206', '"totalFees": 63207'))
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check.ts', dir], { encoding: 'utf8' })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('kids-fees.json › rows.0.totalFees: must equal tuition fees plus term fees')
  }, 30_000)
})
