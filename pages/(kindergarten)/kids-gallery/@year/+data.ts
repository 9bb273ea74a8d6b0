// https://vike.dev/data — the cards of one year of /kids-gallery/, as the listing shows them (lib/select/listingArchives.ts).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { archiveData } from '#lib/select/listingArchives.ts'

export type Data = NonNullable<ReturnType<typeof archiveData<'kidsGallery'>>>

export function data(pageContext: PageContextServer): Data {
  const key = pageContext.routeParams['year'] ?? ''
  const found = archiveData('kidsGallery', key)
  if (!found) throw render(404, `No archive ${key} of /kids-gallery/`)
  return found
}
