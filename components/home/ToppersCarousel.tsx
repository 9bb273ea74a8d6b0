// Home toppers (spec §4): session (Y-1)-Y, falling back to (Y-2)-(Y-1); highest marks first.
// With none, three placeholder cards 'Student Name', 'Stream', 100% (spec §3).
import { ResponsiveImage } from '../images/ResponsiveImage.tsx'
import type { Img } from '#lib/images/img.ts'
import { homeToppers } from '#lib/select/home.ts'
import { Carousel } from '../carousel/Carousel.tsx'
import { SectionHeading } from './SectionHeading.tsx'

export interface TopperCardData {
  id: string
  name: string
  class: 'X' | 'XII'
  sessionYear: string
  stream: string
  division: string
  marks: number | null
  photo: Img
}

const PLACEHOLDERS: TopperCardData[] = [1, 2, 3].map((i) => ({
  id: `placeholder-${i}`,
  name: 'Student Name',
  class: 'X',
  sessionYear: '',
  stream: 'Stream',
  division: '100%',
  marks: 100,
  photo: { src: '' },
}))

interface ToppersCarouselProps {
  cls: 'X' | 'XII'
  toppers: TopperCardData[]
  /** The current year: the build's, then the visitor's after hydration. */
  year: number
}

export function ToppersCarousel({ cls, toppers, year }: ToppersCarouselProps) {
  const { session, toppers: list } = homeToppers(toppers, cls, year)
  const shown = list.length ? list : PLACEHOLDERS
  const headingId = `toppers-${cls.toLowerCase()}`
  return (
    <section className="home-section toppers" aria-labelledby={headingId}>
      <SectionHeading
        id={headingId}
        title={`Class ${cls} Toppers`}
        viewAll={{ href: `/topper${cls}/`, label: `View all class ${cls} toppers` }}
      />
      <p className="toppers__session">{`Session ${session}`}</p>
      <Carousel
        key={session}
        preset="homeToppers"
        label={`Class ${cls} toppers`}
        slides={shown.map((t) => ({ key: t.id, node: <TopperCard topper={t} /> }))}
      />
    </section>
  )
}

// A plain box, not an <article>: a carousel's repeated cards, the placeholders' names alike, would be
// regions a screen reader lists without names of their own to tell apart (IBM aria_article_label_unique).
function TopperCard({ topper }: { topper: TopperCardData }) {
  return (
    <div className="topper-card card">
      <ResponsiveImage
        image={topper.photo.src ? topper.photo : '/images/placeholders/student.svg'}
        alt={topper.photo.src ? topper.name : ''}
        sizes="small"
        width={240}
        height={240}
        className="topper-card__photo"
      />
      <h3 className="topper-card__name">{topper.name}</h3>
      <p className="topper-card__stream">{topper.stream}</p>
      <p className="topper-card__marks">
        <span>Marks:</span> {topper.division}
      </p>
    </div>
  )
}
