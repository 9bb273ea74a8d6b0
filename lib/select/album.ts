// Spec §2 "/SubGallery?id={gallery id}": one album's page (title, event date and updated-on date from
// the same date field in en-GB, total photos = attachment count, description, photo grid, Go Back).
import { formatEnGb, isoDay } from '../format/date.ts'
import { apiImageUrl } from '../format/url.ts'
import { largestSrc, type Img } from '../images/img.ts'
import { readManifest, responsive } from '../images/responsive.ts'
import type { GalleryItem } from '../schema/galleryItem.ts'
import { galleryFor } from './audience.ts'

export interface AlbumPhoto {
  /** The lightbox link: the screen-sized variant (long edge at most 2048 px), the source only when the build could not make one. */
  src: string
  /** What the grid shows (lib/images/responsive.ts). */
  thumb: Img
  caption: string
}

export interface AlbumView {
  id: string
  title: string
  /** en-GB DD/MM/YYYY; the spec shows it twice, as event date and as updated-on date. */
  dateText: string
  day: string
  count: number
  description: string
  photos: AlbumPhoto[]
  /** The listing this album belongs to, for the Go Back link. */
  back: { href: string; label: string }
}

/** The listing page an album is reached from (its category and school, spec §4). */
export function albumListing(g: Pick<GalleryItem, 'category' | 'school'>): AlbumView['back'] {
  switch (g.category) {
    case 'SocialResponsibility':
      return { href: '/social-responsibility/', label: 'Social Responsibility' }
    case 'Sports':
      return { href: '/kids-sports/', label: 'Kindergarten Sports' }
    case 'CurricularActivities':
    case 'ClassRoomActivities':
      return { href: '/kinder-activities/', label: 'Kindergarten Activities' }
    default:
      return galleryFor(g.school)
  }
}

export function albumView(g: GalleryItem, apiBase: string): AlbumView {
  // Read once an album, not once a photo (200,000 photos at 10,000 albums).
  const manifest = readManifest()
  return {
    id: g._id,
    title: g.title,
    dateText: formatEnGb(g.date),
    day: isoDay(g.date),
    count: g.attachments.length,
    description: g.description,
    photos: g.attachments.map((p, i) => {
      // The album's grid cells are 4:3; the lightbox shows the whole photo (thumb.large).
      const thumb = responsive(apiImageUrl(p, apiBase), manifest, { crop: true })
      return { src: largestSrc(thumb), thumb, caption: `${g.title}: photo ${i + 1} of ${g.attachments.length}` }
    }),
    back: albumListing(g),
  }
}
