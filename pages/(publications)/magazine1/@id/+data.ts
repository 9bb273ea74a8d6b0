// https://vike.dev/data — spec §2 Magazine reader: one edition's label and page addresses (this
// page is hydrated, so only what the reader shows is returned and serialised into the HTML).
import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadMagazines } from '#lib/magazine/load.ts'
import { bookPages } from '#lib/magazine/pages.ts'
import { responsive } from '#lib/images/responsive.ts'

export type Data = ReturnType<typeof data>

export function data(pageContext: PageContextServer) {
  const id = Number(pageContext.routeParams.id)
  const edition = loadMagazines().editions.find((e) => e.id === id)
  if (!edition) throw render(404)
  const pages = bookPages({ key: String(edition.id), folder: edition.folder, pages: edition.pages }, readBuildEnv().mediaBase)
  return { title: `Magazine: ${edition.label}`, label: edition.label, pages: pages.map((p) => responsive(p.src)) }
}
