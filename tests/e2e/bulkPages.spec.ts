// One page model (docs/architecture.md "The build, step by step"): every album, news item and event
// page the bulk step's loop wrote (scripts/build/bulkWorker.ts) is, byte for byte, the page Vike
// renders for its address from the same build, once the build's steps after Vike's prerender have
// run on it (scripts/build/islandlessPages.ts, then the publish step's module preloads). Pages Vike
// itself prerendered are held to the same comparison, which shows that Vike's renderPage gives what
// its prerender wrote. On the test build (the fixture snapshot), in a process of its own
// (tests/support/renderWithVike.ts).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from './test.ts'
import { testDist } from './builtSite.ts'
import { withoutIdleScripts } from '#scripts/build/islandlessPages.ts'
import { staticImportGraph, withModulePreloads } from '#scripts/build/modulePreloads.ts'
import { testBuildEnv } from '#tests/fixtures/testEnv.ts'

/** Pages Vike prerendered: with islands and without, a listing, the home page. */
const PRERENDERED = ['/', '/about', '/gallery', '/news', '/SubGallery']

test('every bulk page is the page Vike renders for its address, byte for byte', async () => {
  test.setTimeout(120_000)
  const client = testDist()
  const env = { ...process.env, ...testBuildEnv(process.env.MOCK_API_URL!) }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.resolve('tests/support/renderWithVike.ts'), path.dirname(client), '--bulk', ...PRERENDERED],
    { env, maxBuffer: 256 * 1024 * 1024 },
  )
  const byVike = JSON.parse(stdout) as Record<string, string>
  const importsOf = staticImportGraph(client)
  const routes = Object.keys(byVike)
  // Every kind of bulk page is there (the fixture snapshot has each), beside the prerendered ones.
  for (const prefix of ['/SubGallery/', '/news/', '/events/']) expect(routes.filter((r) => r.startsWith(prefix)).length).toBeGreaterThan(1)
  for (const route of routes) {
    const built = fs.readFileSync(path.join(client, route.slice(1), 'index.html'), 'utf8')
    expect(built, `${route}: the built page differs from Vike's`).toBe(withModulePreloads(withoutIdleScripts(byVike[route]!), importsOf))
  }
})
