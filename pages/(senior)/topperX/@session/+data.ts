// https://vike.dev/data — the cards of one session of /topperX/, as the listing shows them (lib/select/listingArchives.ts).
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { archiveData } from '#lib/select/listingArchives.ts'

export type Data = NonNullable<ReturnType<typeof archiveData<'topperX'>>>

export function data(pageContext: PageContextServer): Data {
  const key = pageContext.routeParams['session'] ?? ''
  const found = archiveData('topperX', key)
  if (!found) throw render(404, `No archive ${key} of /topperX/`)
  return found
}
