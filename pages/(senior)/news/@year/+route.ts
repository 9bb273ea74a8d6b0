// https://vike.dev/route-function — /news/2025 beside /news/@id: a Route Function with a positive precedence
// outranks Filesystem Routing (https://vike.dev/routing-precedence), and claims only four digits.
import type { PageContext } from 'vike/types'
import { archiveKeyOf } from '#lib/select/archives.ts'

export default function route(pageContext: PageContext) {
  const year = archiveKeyOf(pageContext.urlPathname, '/news/')
  return year ? { routeParams: { year }, precedence: 1 } : false
}
