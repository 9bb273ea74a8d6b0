// The route table (pages/, read by lib/content/links.ts pageRoutes) and the test build agree, so the
// checks that start from the table (accessibility, links, head) reach every page the site publishes,
// and a page added to pages/ joins them with no list to edit.
import { expect, it } from 'vitest'
import { builtPages } from '#tests/support/builtSite.ts'
import { ROUTE_TABLE, STATIC_ROUTES, tableRouteOf } from '#tests/e2e/routes.ts'

it('every built page belongs to a route of the table', () => {
  const pages = builtPages()
  expect(pages.length).toBeGreaterThan(50)
  expect(pages.filter((p) => !tableRouteOf(p.route)).map((p) => p.file)).toEqual([])
})

it('every route of the table is built: each static route once, each parameterised route at least once', () => {
  const built = new Set(builtPages().map((p) => p.route))
  expect(STATIC_ROUTES.filter((r) => !built.has(r))).toEqual([])
  const empty = ROUTE_TABLE.filter((r) => r.parameterised && ![...built].some((b) => r.pattern.test(b))).map((r) => r.route)
  expect(empty).toEqual([])
})
