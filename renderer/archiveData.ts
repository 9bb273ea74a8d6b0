// The data hook of every year (or session) archive page (https://vike.dev/data): each archive's
// +data.ts names its listing and route parameter, and this gives the page its cards
// (lib/select/listingArchives.ts), or the 404 page for a key the listing has no archive of.
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { archiveData, type ArchiveName } from '#lib/select/listingArchives.ts'

export type ArchiveDataOf<N extends ArchiveName> = NonNullable<ReturnType<typeof archiveData<N>>>

export const archiveDataHook =
  <N extends ArchiveName>(name: N, param: 'year' | 'session') =>
  (pageContext: PageContextServer): ArchiveDataOf<N> => {
    const key = pageContext.routeParams[param] ?? ''
    const found = archiveData(name, key)
    if (!found) throw render(404, `No archive ${key} of the ${name} listing`)
    return found
  }
