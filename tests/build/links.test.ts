// No built page has a broken image, asset or internal link. The site's one link check
// (scripts/ci/localLinks.ts, the data lane's too) over every HTML and CSS file of the test build
// (tests/support/testBuild.ts): every address of the site's own (attributes, srcset candidates, CSS url()s,
// relative ones) resolves to a file, and every #fragment to an element of its page, with no address
// let off: the shell's links to the forms, search and sitemap are checked like any other.
import { expect, it } from 'vitest'
import { brokenLocalLinks } from '#scripts/ci/localLinks.ts'
import { testDist } from '#tests/support/builtSite.ts'

it('every address of the built HTML and CSS resolves to a file, and every #fragment to an element', () => {
  const root = testDist()
  expect(root).toBeTruthy()
  const { checked, seen, problems } = brokenLocalLinks(root)
  console.log(`[hardening] links: ${checked} addresses checked (${seen.size} paths), ${problems.length} broken`)
  expect(checked).toBeGreaterThan(1000)
  // Once skipped by a hand list of routes; the shell links each of them from every page.
  expect([...seen]).toEqual(expect.arrayContaining(['/contact', '/career', '/alumni', '/tc', '/search', '/sitemap.xml']))
  // The AVIF variants are named by srcset candidates alone: proof those are read.
  expect([...seen].some((p) => p.endsWith('.avif'))).toBe(true)
  expect(problems, problems.join('\n')).toEqual([])
})
