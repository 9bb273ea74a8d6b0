// The output audit's two readers over a built site's pages (`npm run bench -- audit`): the fast
// scanner (scripts/postbuild/audit.ts) and parse5 (scripts/postbuild/auditTree.ts), each over every
// HTML file, `rounds` times: the wall time's median, and the least processor time of a round (on a
// shared machine the steadier figure). They decide whether the build keeps the scanner for the pages
// our renderer writes (docs/performance.md "Build scale").
import fs from 'node:fs'
import path from 'node:path'
import { auditPolicy } from '../postbuild/auditRules.ts'
import { DEFER, scanPage } from '../postbuild/audit.ts'
import { auditTreeProblems } from '../postbuild/auditTree.ts'
import { listFiles } from '../postbuild/builtSite.ts'
import { cspConfigFromEnv } from '../postbuild/csp.ts'
import { median } from './measure.ts'

export interface AuditSpeed {
  pages: number
  megabytes: number
  /** Pages the scanner hands to parse5. */
  deferred: number
  scanner: Timing
  parse5: Timing
}
export interface Timing {
  wallMs: number
  cpuMs: number
}

export function measureAudit(clientDir: string, rounds = 5): AuditSpeed {
  const pages = listFiles(clientDir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => ({ file: f, html: fs.readFileSync(path.join(clientDir, f), 'utf8') }))
  const policy = auditPolicy(cspConfigFromEnv())
  const time = (read: (file: string, html: string) => unknown): Timing => {
    const wall: number[] = []
    const cpu: number[] = []
    for (let r = 0; r < rounds; r++) {
      const c = process.cpuUsage()
      const t = performance.now()
      for (const p of pages) read(p.file, p.html)
      wall.push(performance.now() - t)
      const used = process.cpuUsage(c)
      cpu.push((used.user + used.system) / 1000)
    }
    return { wallMs: median(wall), cpuMs: Math.min(...cpu) }
  }
  return {
    pages: pages.length,
    megabytes: pages.reduce((n, p) => n + Buffer.byteLength(p.html), 0) / 1e6,
    deferred: pages.filter((p) => scanPage(p.file, p.html, policy) === DEFER).length,
    scanner: time((file, html) => scanPage(file, html, policy)),
    parse5: time((file, html) => auditTreeProblems(file, html, policy)),
  }
}
