// "Follow Us": the school's social media posts in a carousel, each with its site's name and a
// link to the post when it has one; nothing when there are none.
import { Carousel } from '#components/carousel/Carousel.tsx'
import { SectionHeading } from '#components/home/SectionHeading.tsx'
import { ResponsiveImage } from '#components/images/ResponsiveImage.tsx'
import type { Data } from './+data.ts'

interface HomeSocialProps {
  slides: Data['social']
}

export function HomeSocial({ slides }: HomeSocialProps) {
  if (slides.length === 0) return null
  return (
    <section className="home-section home-social" aria-labelledby="social-heading">
      <SectionHeading id="social-heading" title="Follow Us" />
      <Carousel
        preset="social"
        label="Our social media"
        slides={slides.map((s) => ({
          key: s.id,
          node: (
            <div className="social-slide">
              {s.image.src && <ResponsiveImage image={s.image} alt="" sizes="card" width={800} height={450} crop />}
              <p className="social-slide__text">
                <span className="social-slide__site">{s.site}</span>
                {s.url ? (
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.title}
                  </a>
                ) : (
                  s.title
                )}
              </p>
            </div>
          ),
        }))}
      />
    </section>
  )
}
