// Home's two toppers carousels (spec §4 "current year"): the build's year in the HTML, the
// visitor's once hydrated (the `home-toppers` island).
import { ToppersCarousel, type TopperCardData } from './ToppersCarousel.tsx'
import { useVisitorYear } from './useVisitorYear.ts'
import { island } from '#renderer/island.tsx'

export function HomeToppers({ toppers, buildYear }: { toppers: TopperCardData[]; buildYear: number }) {
  const year = useVisitorYear(buildYear)
  return (
    <div className="home-toppers">
      <ToppersCarousel cls="XII" toppers={toppers} year={year} />
      <ToppersCarousel cls="X" toppers={toppers} year={year} />
    </div>
  )
}

export default island('home-toppers', HomeToppers)
