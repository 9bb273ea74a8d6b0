// No built page has a broken image or internal link. Walks every HTML file of the test
// build (TEST_DIST_DIR) and checks that every local src, href and object data resolves to a file,
// with no address let off: the shell's links to the forms, search and sitemap are checked like any other.
import { expect, test } from './test.ts'
import { resolveFile } from '#scripts/lib/staticServer.ts'
import { builtHtml, testDist } from './builtSite.ts'

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

test('every local src, href and data attribute of the built HTML resolves to a file', () => {
  const root = testDist()
  expect(root).toBeTruthy()
  const problems: string[] = []
  let checked = 0
  const seen = new Set<string>()
  for (const { file, html } of builtHtml(root)) {
    for (const m of html.matchAll(/\s(?:src|href|data|poster)="([^"]*)"/g)) {
      const raw = decode(m[1]!)
      if (!raw.startsWith('/') || raw.startsWith('//')) continue
      const urlPath = new URL(raw, 'http://x').pathname
      checked++
      seen.add(urlPath.replace(/(.)\/$/, '$1'))
      if (resolveFile(root, urlPath)) continue
      problems.push(`${file}: ${raw}`)
    }
  }
  expect(checked).toBeGreaterThan(1000)
  // Once skipped by a hand list of routes; the shell links each of them from every page.
  expect([...seen]).toEqual(expect.arrayContaining(['/contact', '/career', '/alumni', '/tc', '/search', '/sitemap.xml']))
  expect(problems, problems.join('\n')).toEqual([])
})
