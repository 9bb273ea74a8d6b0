// No built page has a broken image, asset or internal link. The site's one link check
// (scripts/ci/localLinks.ts, the data lane's too) over every HTML and CSS file of the test build
// (tests/support/testBuild.ts): every address of the site's own (attributes, srcset candidates, CSS url()s,
// relative ones) resolves to a file, and every #fragment to an element of its page, with no address
// let off: the shell's links to the forms, search and sitemap are checked like any other. And every
// address of a page names it as the host answers it with 200, its trailing slash included: in links and
// forms, and in what other programs read (canonical, JSON-LD, sitemap, feeds, calendars, search index).
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { brokenLocalLinks, redirectsToSlash } from '#scripts/ci/localLinks.ts'
import { resolveFile } from '#scripts/lib/previewServer.ts'
import { builtFiles, builtHtml, testDist } from '#tests/support/builtSite.ts'

const SITE_URL = 'https://school.example.org'

it('every address of the built HTML and CSS resolves to a file, and every #fragment to an element', () => {
  const root = testDist()
  expect(root).toBeTruthy()
  const { checked, seen, problems, redirected } = brokenLocalLinks(root)
  console.log(`[hardening] links: ${checked} addresses checked (${seen.size} paths), ${problems.length} broken`)
  expect(checked).toBeGreaterThan(1000)
  // Once skipped by a hand list of routes; the shell links each of them from every page.
  expect([...seen]).toEqual(expect.arrayContaining(['/contact', '/career', '/alumni', '/tc', '/search', '/sitemap.xml']))
  // The AVIF variants are named by srcset candidates alone: proof those are read.
  expect([...seen].some((p) => p.endsWith('.avif'))).toBe(true)
  expect(problems, problems.join('\n')).toEqual([])
  // A page linked without its trailing slash lands by the host's 308: a round trip on every click.
  expect(redirected, redirected.slice(0, 20).join('\n')).toEqual([])
})

/** The site's own absolute addresses in a text (JSON-LD, <link>, <meta>, XML, iCalendar, JSON). */
const ownUrls = (text: string) => [...text.matchAll(/https:\/\/school\.example\.org(\/[^\s"'<>\\]*)/g)].map((m) => m[1]!)

it('canonical links, JSON-LD, sitemap.xml, the feeds, the calendars and the search index name each page by the address the host answers with 200', () => {
  const root = testDist()
  const named: { from: string; address: string }[] = []
  for (const p of builtHtml()) for (const address of ownUrls(p.html)) named.push({ from: p.file, address })
  for (const file of builtFiles()) {
    const text = () => fs.readFileSync(path.join(root, file), 'utf8')
    // iCalendar folds long lines (RFC 5545 §3.1): unfolded first.
    if (file.endsWith('.ics')) for (const address of ownUrls(text().replace(/\r\n[ \t]/g, ''))) named.push({ from: file, address })
    else if (file.endsWith('.xml')) for (const address of ownUrls(text())) named.push({ from: file, address })
    else if (file.startsWith('assets/search/') && file.endsWith('.json'))
      for (const e of JSON.parse(text()) as { url: string }[]) named.push({ from: file, address: e.url })
  }
  const kinds = new Set(named.map((n) => n.from.replace(/^.*\.(\w+)$/, '$1')))
  expect([...kinds].sort()).toEqual(['html', 'ics', 'json', 'xml'])
  expect(named.length).toBeGreaterThan(1000)
  const bad = named.filter(({ address }) => {
    const urlPath = new URL(address, SITE_URL).pathname
    const file = resolveFile(root, urlPath)
    return file === null || redirectsToSlash(urlPath, path.relative(root, file).split(path.sep).join('/'))
  })
  expect(bad.map((b) => `${b.from}: ${b.address}`).slice(0, 20)).toEqual([])
})
