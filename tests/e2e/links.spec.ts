// No built page has a broken image or internal link. Walks every HTML file of the test
// build (TEST_DIST_DIR) and checks that every local src, href and object data resolves to a file.
import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './test.ts'
import { resolveFile } from '../../scripts/lib/staticServer.ts'
import { ROUTE_PREFIXES_OF_OTHER_ISSUES, ROUTES_OF_OTHER_ISSUES } from './routes.ts'

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    return e.isDirectory() ? htmlFiles(p) : e.name.endsWith('.html') ? [p] : []
  })
}

const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"')

test('every local src, href and data attribute of the built HTML resolves to a file', () => {
  const root = process.env.TEST_DIST_DIR!
  expect(root).toBeTruthy()
  const problems: string[] = []
  let checked = 0
  for (const file of htmlFiles(root)) {
    const html = fs.readFileSync(file, 'utf8')
    for (const m of html.matchAll(/\s(?:src|href|data|poster)="([^"]*)"/g)) {
      const raw = decode(m[1]!)
      if (!raw.startsWith('/') || raw.startsWith('//')) continue
      const urlPath = new URL(raw, 'http://x').pathname
      checked++
      if (resolveFile(root, urlPath)) continue
      if (ROUTES_OF_OTHER_ISSUES.has(urlPath)) continue
      if (ROUTE_PREFIXES_OF_OTHER_ISSUES.some((p) => urlPath.startsWith(p))) continue
      problems.push(`${path.relative(root, file)}: ${raw}`)
    }
  }
  expect(checked).toBeGreaterThan(1000)
  expect(problems, problems.join('\n')).toEqual([])
})
