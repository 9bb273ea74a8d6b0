// https://vike.dev/data — spec §2 Newsletter reader: the label and page addresses only.
import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadNewsletters } from '#lib/magazine/load.ts'
import { bookPages } from '#lib/magazine/pages.ts'
import { responsive } from '#lib/images/responsive.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const newsletter = loadNewsletters().find((n) => n.key === pageContext.routeParams.id)
  if (!newsletter) throw render(404)
  const pages = bookPages({ key: newsletter.key, folder: newsletter.folder, pages: newsletter.pages }, readBuildEnv().mediaBase)
  return { title: `Newsletter: ${newsletter.label}`, label: newsletter.label, pages: pages.map((p) => responsive(p.src)) }
}
