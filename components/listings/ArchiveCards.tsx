// The bodies of the archive pages that two listings share (senior and kindergarten albums and
// videos, the toppers of Class X and XII): the archive's cards, as their listing shows them.
import { ArchivePage } from './ArchivePage.tsx'
import { AlbumCard } from '#components/cards/AlbumCard.tsx'
import { TopperCard } from '#components/cards/TopperCard.tsx'
import { VideoCard } from '#components/cards/VideoCard.tsx'
import { cardLoad } from '#components/cards/CardImage.tsx'
import type { ArchiveDataOf } from '#renderer/archiveData.ts'

export function AlbumArchive({ data }: { data: ArchiveDataOf<'gallery' | 'kidsGallery'> }) {
  return (
    <ArchivePage data={data}>
      <div className="card-grid">
        {data.items.map((g, i) => (
          <AlbumCard key={g.id} item={g} load={cardLoad(i)} />
        ))}
      </div>
    </ArchivePage>
  )
}

export function VideoArchive({ data }: { data: ArchiveDataOf<'videos' | 'kinderVideos'> }) {
  return (
    <ArchivePage data={data}>
      <div className="card-grid card-grid--videos">
        {data.items.map((v, i) => (
          <VideoCard key={v.id} item={v} load={cardLoad(i)} />
        ))}
      </div>
    </ArchivePage>
  )
}

export function TopperArchive({ data }: { data: ArchiveDataOf<'topperX' | 'topperXII'> }) {
  return (
    <ArchivePage data={data}>
      <div className="card-grid card-grid--toppers">
        {data.items.map((t, i) => (
          <TopperCard key={t.id} item={t} load={cardLoad(i)} />
        ))}
      </div>
    </ArchivePage>
  )
}
