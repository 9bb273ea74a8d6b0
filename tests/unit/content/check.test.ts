// `npm run check:content` (lib/content/check.ts): an edit the build's schemas reject, made in the
// editor at /admin or in git, fails CI with the file, the field and what is expected.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '#lib/content/check.ts'
import { FIXTURE_CONTENT_DIR as contentDir } from '#tests/fixtures/testEnv.ts'

let tmp = ''
/** A copy of the content fixture in a temporary folder, with `edit` applied to one file's text. */
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
  it('accepts the content fixture, a copy of the sample content', () => {
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

  it('names the menu when its Student Admission item no longer opens the enquiry', () => {
    const dir = editedCopy('menus.json', (t) => t.replace('"admissionOpen": true', '"admissionOpen": false'))
    expect(checkContent(dir)).toEqual([
      'data/content/menus.json › senior: no item opens the admission enquiry (tick "Opens the admission enquiry form" on the Student Admission item)',
    ])
  })

  it('names a menu link and a text link that lead to no page', () => {
    let dir = editedCopy('menus.json', (t) => t.replace('"href": "/visitors/"', '"href": "/visitorz/"'))
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(
        /^data\/content\/menus\.json › senior\.\d+\.children\.\d+\.href: links to \/visitorz\/, which is no page or file of the site \(expected a path such as \/about\)$/,
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

  it('names the file and line of everything the sanitiser would remove from hostile page copy, and exits 1', () => {
    const fixture = path.resolve('tests/fixtures/hostile/content/pages/about.md')
    const dir = editedCopy('pages/about.md', () => fs.readFileSync(fixture, 'utf8'))
    const lines = fs.readFileSync(fixture, 'utf8').split('\n')
    /** 'data/content/pages/about.md:N: ' for the fixture's line holding `marker`. */
    const at = (marker: string) => {
      const i = lines.findIndex((l) => l.includes(marker))
      expect(i, marker).toBeGreaterThanOrEqual(0)
      return `data/content/pages/about.md:${i + 1}: `
    }
    const want = [
      [at('<script>window.__hostile'), '<script> removed (scripts are not allowed in page copy)'],
      [at('<SCRIPT src='), '<script src="/images/uploads/evil.js"> removed (scripts are not allowed in page copy)'],
      [at('onerror='), 'onerror attribute of <img> removed (event handlers are scripts, which are not allowed in page copy)'],
      [at('onclick='), 'onclick attribute of <p> removed (event handlers are scripts, which are not allowed in page copy)'],
      [at('<svg onload'), '<svg> removed (inline SVG and MathML are not allowed in page copy: upload an image file instead)'],
      [at('An HTML javascript: link'), 'link to "javascript:alert(\'link\')" removed'],
      [at('A Markdown javascript: link'), 'link to "javascript:alert(\'md\')" removed'],
      [at('An HTML data: link'), 'link to "data:text/html;base64,'],
      [at('A Markdown data: link'), 'link to "data:text/html,'],
      [at('Mixed case'), 'link to "JaVaScRiPt:alert(\'case\')" removed'],
      [at('A tab inside the scheme'), 'link to "java\\tscript:alert(\'tab\')" removed'],
      [at('An entity for the first letter'), 'link to "javascript:alert(\'entity\')" removed'],
      [at('An entity in Markdown'), 'link to "javascript:alert(\'md-entity\')" removed'],
      [at('Leading spaces'), 'link to "  javascript:alert(\'space\')" removed'],
      [at('VBScript'), 'link to "vbscript:msgbox(\'vb\')" removed'],
      [at('A data: image'), '<img src="data:image/svg+xml;base64,'],
      [
        at('evil.example/frame'),
        '<iframe src="https://evil.example/frame"> removed (a frame may only show https pages of the sites listed in data/content/embeds.json: https://www.openstreetmap.org)',
      ],
      [at('<object'), '<object> removed (plug-in content is not allowed in page copy: link to the file instead)'],
      [at('<embed'), '<embed src="/docs/evil.swf"> removed'],
      [at('<base'), '<base> removed (page settings are not allowed in page copy)'],
      [at('<meta'), '<meta> removed (page settings are not allowed in page copy)'],
      [at('<style>'), "<style> removed (page copy takes its look from the site's stylesheet)"],
      [at('style="background'), "style attribute of <p> removed (page copy takes its look from the site's stylesheet)"],
      [at('<form'), '<form> removed (forms are not allowed in page copy; the site has its own forms)'],
      [at('<form'), '<input> removed'],
      [at('<form'), '<button> removed'],
    ]
    const problems = checkContent(dir)
    expect(problems).toHaveLength(want.length)
    want.forEach(([prefix, text], i) => expect(problems[i]!.slice(0, prefix!.length + text!.length)).toBe(prefix! + text!))
    // The new-tab link and the listed frame are allowed: nothing is said of them.
    expect(problems.join('\n')).not.toMatch(/example\.org\/|openstreetmap\.org\/export/)

    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check.ts', dir], { encoding: 'utf8' })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain(`pages/about.md:${lines.findIndex((l) => l.includes('<script>window.__hostile')) + 1}: <script> removed`)
  }, 30_000)

  it('names a framed address whose site is not listed in embeds.json, and accepts it once listed', () => {
    let dir = editedCopy('contact.json', (t) =>
      t.replace('https://www.openstreetmap.org/export/embed.html', 'https://maps.evil.example/embed'),
    )
    expect(checkContent(dir)).toEqual([
      expect.stringMatching(
        /^data\/content\/contact\.json › map\.embedUrl: https:\/\/maps\.evil\.example\/embed\S* is shown in a frame, but its site is not listed in data\/content\/embeds\.json/,
      ),
    ])
    fs.writeFileSync(
      path.join(dir, 'embeds.json'),
      JSON.stringify({ frameOrigins: ['https://www.openstreetmap.org', 'https://maps.evil.example'] }),
    )
    expect(checkContent(dir)).toEqual([])
    fs.rmSync(dir, { recursive: true })
    dir = editedCopy('embeds.json', (t) => t.replace('https://www.openstreetmap.org', 'http://www.openstreetmap.org/maps'))
    expect(checkContent(dir).join('\n')).toMatch(/embeds\.json › frameOrigins\.0: must be https:\/\/ and a host name/)
  })
})
