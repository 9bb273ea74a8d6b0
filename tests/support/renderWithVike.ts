// Vike's own render of some addresses of a finished build: `node --import tsx
// tests/support/renderWithVike.ts OUT_DIR [--bulk] [ROUTE…]` imports OUT_DIR/server (the server bundle
// the build's prerender used) and renders each address with renderPage (https://vike.dev/renderPage),
// the production render Vike's prerender also runs, in a process of its own started as the build's is
// (tsx's loader, so one copy of lib/, React's production build). --bulk adds every bulk page of the
// snapshot in NCSR_DATA_DIR (scripts/build/bulkPages.ts). Prints { route: html } as JSON.
// Used by tests/e2e/bulkPages.spec.ts; the environment is the test build's.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const [outDir, ...args] = process.argv.slice(2)
if (!outDir) throw new Error('usage: renderWithVike.ts OUT_DIR [--bulk] [ROUTE…]')
process.env.NODE_ENV = 'production'
process.env.NCSR_OUT_DIR = outDir

const routes = args.filter((a) => a !== '--bulk')
if (args.includes('--bulk')) {
  const { BULK_KINDS, bulkRoutes } = await import('#scripts/build/bulkPages.ts')
  routes.push(...BULK_KINDS.flatMap((kind) => bulkRoutes(kind)))
}
await import(pathToFileURL(path.resolve(outDir, 'server', 'entry.mjs')).href)
const { renderPage } = await import('vike/server')
const pages: Record<string, string> = {}
for (const route of routes) {
  const { httpResponse } = await renderPage({ urlOriginal: route })
  if (httpResponse?.statusCode !== 200) throw new Error(`${route}: Vike answered ${httpResponse?.statusCode ?? 'nothing'}`)
  pages[route] = httpResponse.body
}
process.stdout.write(JSON.stringify(pages))
