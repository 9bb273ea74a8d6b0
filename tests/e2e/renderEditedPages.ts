// Run as `node --import tsx tests/e2e/renderEditedPages.ts route...` with the working directory a
// project root whose data/content/ holds edited copy (tests/e2e/adminHelpers.ts builds one): renders
// each route's page exactly as the build does (its +data.ts, its +Page.tsx, renderDocument) and
// prints { route: html } as JSON. A content error fails like the build does.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { renderDocument } from '#renderer/renderDocument.tsx'

/** The route folders this test renders (pages/(group)/route). */
const PAGE_DIRS: Record<string, string> = {
  '/kids-fee-details': 'pages/(kindergarten)/kids-fee-details',
  '/about': 'pages/(about)/about',
}

const out: Record<string, string> = {}
for (const route of process.argv.slice(2)) {
  const dir = PAGE_DIRS[route]
  if (!dir) throw new Error(`renderEditedPages: no folder known for ${route}`)
  const repo = path.resolve(import.meta.dirname, '../..')
  const { data } = (await import(pathToFileURL(path.join(repo, dir, '+data.ts')).href)) as { data: () => unknown }
  const { Page } = (await import(pathToFileURL(path.join(repo, dir, '+Page.tsx')).href)) as { Page: import('react').ComponentType }
  out[route] = renderDocument({ Page, data: data(), urlPathname: route, config: {} }).html
}
process.stdout.write(JSON.stringify(out))
