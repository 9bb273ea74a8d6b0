// "Video Testimonials": a carousel of video cards, each linking to its video; with none
// yet, a line pointing to the video gallery.
import { Carousel } from '#components/carousel/Carousel.tsx'
import { SectionHeading } from '#components/home/SectionHeading.tsx'
import { VideoSlide } from '#components/home/VideoSlide.tsx'
import type { Data } from './+data.ts'

interface HomeVideosProps {
  videos: Data['videos']
}

export function HomeVideos({ videos }: HomeVideosProps) {
  return (
    <section className="home-section" aria-labelledby="videos-heading">
      <SectionHeading id="videos-heading" title="Video Testimonials" viewAll={{ href: '/videoGallery/', label: 'View all videos' }} />
      {videos.length > 0 ? (
        <Carousel
          preset="videos"
          label="Video testimonials"
          slides={videos.map((v) => ({
            key: v.id,
            node: <VideoSlide thumb={v.thumb} title={v.title} url={v.url} />,
          }))}
        />
      ) : (
        <p>
          Videos will appear here soon. <a href="/videoGallery/">Visit the video gallery</a>.
        </p>
      )}
    </section>
  )
}
