// The body of a year (or session) archive page: its heading, the way back to the listing, the links
// to the other archives and the cards (lib/select/archives.ts archivePage). Static HTML, no island.
import type { ReactNode } from 'react'
import type { ArchivePageData } from '#lib/select/archives.ts'
import { ArchiveNav } from './ArchiveNav.tsx'

interface ArchivePageProps {
  data: ArchivePageData<unknown>
  children: ReactNode
}

export function ArchivePage({ data, children }: ArchivePageProps) {
  return (
    <>
      <header className="page-header">
        <h1>{data.title}</h1>
        <p>
          <a href={data.listing.path}>{data.listing.name}</a>
        </p>
      </header>
      <ArchiveNav label={data.navLabel} links={data.archives} />
      {children}
      {data.total > data.items.length && (
        <p>
          The first {data.items.length} of {data.total} are shown here; <a href={data.listing.path}>{data.listing.name}</a> shows every one
          of {data.key} with its filter.
        </p>
      )}
    </>
  )
}
