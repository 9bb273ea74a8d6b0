// No built page has a broken image or internal link. Walks every HTML file of the test
// build (TEST_DIST_DIR) and checks that every local src, href and object data resolves to a file,
// with no address let off: the shell's links to the forms, search and sitemap are checked like any other.
// The check itself is the data lane's too (scripts/ci/localLinks.ts).
import { expect, test } from './test.ts'
import { brokenLocalLinks } from '#scripts/ci/localLinks.ts'
import { testDist } from './builtSite.ts'

test('every local src, href and data attribute of the built HTML resolves to a file', () => {
  const root = testDist()
  expect(root).toBeTruthy()
  const { checked, seen, problems } = brokenLocalLinks(root)
  expect(checked).toBeGreaterThan(1000)
  // Once skipped by a hand list of routes; the shell links each of them from every page.
  expect([...seen]).toEqual(expect.arrayContaining(['/contact', '/career', '/alumni', '/tc', '/search', '/sitemap.xml']))
  expect(problems, problems.join('\n')).toEqual([])
})
