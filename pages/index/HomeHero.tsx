// The top of the home page: the welcome pictures' carousel beside the notice board. The first
// picture is the page's largest paint, so it alone loads eagerly and first.
import { Carousel } from '#components/carousel/Carousel.tsx'
import { NoticeBoard } from './NoticeBoard.tsx'
import type { Data } from './+data.ts'

interface HomeHeroProps {
  banners: Data['content']['banners']
  notices: Data['notices']
  notifications: Data['notifications']
}

export function HomeHero({ banners, notices, notifications }: HomeHeroProps) {
  return (
    <div className="home-hero">
      <Carousel
        preset="banner"
        label="Welcome pictures"
        className="home-hero__banner"
        slides={banners.map((b, i) => ({
          key: b.src,
          node: (
            <img
              src={b.src}
              alt={b.alt}
              width={b.width}
              height={b.height}
              decoding="async"
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
            />
          ),
        }))}
      />
      <NoticeBoard notices={notices} notifications={notifications} />
    </div>
  )
}
