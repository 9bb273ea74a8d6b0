// No built page has a broken image or internal link: every root-relative src, href, data and
// poster of every HTML file of the built site resolves to a file, as the static server and the
// hosts resolve it (scripts/lib/staticServer.ts resolveFile). The data lane runs it on the build of
// the snapshot under test; tests/e2e/links.spec.ts on the test build.
import fs from 'node:fs'
import path from 'node:path'
import { resolveFile } from '#scripts/lib/staticServer.ts'
import { listFiles } from '#scripts/postbuild/builtSite.ts'

export interface LinkReport {
  /** Links followed (root-relative ones; outside addresses are not this check's). */
  checked: number
  /** Every distinct path linked, without a trailing slash ('/about', '/'). */
  seen: Set<string>
  /** `file: link` for each link that resolves to no file. */
  problems: string[]
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')

/** Checks every HTML file under `clientDir`; each distinct path is looked up on disk once. */
export function brokenLocalLinks(clientDir: string): LinkReport {
  const root = path.resolve(clientDir)
  const report: LinkReport = { checked: 0, seen: new Set(), problems: [] }
  const resolved = new Map<string, boolean>()
  for (const file of listFiles(root).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(root, file), 'utf8')
    for (const m of html.matchAll(/\s(?:src|href|data|poster)="([^"]*)"/g)) {
      const raw = decode(m[1]!)
      if (!raw.startsWith('/') || raw.startsWith('//')) continue
      const urlPath = new URL(raw, 'http://x').pathname
      report.checked++
      report.seen.add(urlPath.replace(/(.)\/$/, '$1'))
      let ok = resolved.get(urlPath)
      if (ok === undefined) resolved.set(urlPath, (ok = resolveFile(root, urlPath) !== null))
      if (!ok) report.problems.push(`${file}: ${raw}`)
    }
  }
  return report
}
