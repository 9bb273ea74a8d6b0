// The two news columns, senior and kindergarten (lib/select/audience.ts says which items each
// shows), each with its link to the whole listing.
import { NewsList } from '#components/home/NewsList.tsx'
import { SectionHeading } from '#components/home/SectionHeading.tsx'
import type { Data } from './+data.ts'

interface HomeNewsProps {
  senior: Data['seniorNews']
  kinder: Data['kinderNews']
}

export function HomeNews({ senior, kinder }: HomeNewsProps) {
  return (
    <div className="home-news">
      <section className="home-section" aria-labelledby="senior-news">
        <SectionHeading id="senior-news" title="School News" viewAll={{ href: '/news/', label: 'View all news' }} />
        <NewsList items={senior} />
      </section>
      <section className="home-section" aria-labelledby="kinder-news">
        <SectionHeading
          id="kinder-news"
          title="Kindergarten News"
          viewAll={{ href: '/kindergarten-news/', label: 'View all kindergarten news' }}
        />
        <NewsList items={kinder} />
      </section>
    </div>
  )
}
