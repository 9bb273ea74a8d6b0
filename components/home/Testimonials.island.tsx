// Home's testimonials (the `testimonials` island): a carousel, and View All expanding it into the
// full list.
import { useState } from 'react'
import { Carousel } from '../carousel/Carousel.tsx'
import { ResponsiveImage } from '../images/ResponsiveImage.tsx'
import type { Img } from '#lib/images/img.ts'
import { island } from '#renderer/island.tsx'

/** One testimonial as the home page's data gives it (pages/index/homeData.ts). */
export interface TestimonialData {
  id: string
  name: string
  designation: string
  text: string
  image: Img
}

/**
 * Testimonials (spec §2: "with a View All button, whose target: not shown"). There is no
 * testimonials page, so View All expands the carousel into the full list on this page instead of
 * linking somewhere that does not show them.
 */
export function Testimonials({ items }: { items: TestimonialData[] }) {
  const [all, setAll] = useState(false)
  if (items.length === 0) return null
  const cards = items.map((t) => ({ key: t.id, node: <TestimonialCard t={t} /> }))
  return (
    <section className="home-section testimonials" aria-labelledby="testimonials-heading">
      <div className="home-section__head">
        <h2 id="testimonials-heading" className="home-section__title">
          Testimonials
        </h2>
        <button
          type="button"
          className="home-section__all"
          aria-expanded={all}
          aria-controls="testimonials-list"
          onClick={() => setAll((v) => !v)}
        >
          {all ? 'Show fewer' : 'View All'}
        </button>
      </div>
      <div id="testimonials-list">
        {all ? (
          <ul className="testimonials__grid">
            {cards.map((c) => (
              <li key={c.key}>{c.node}</li>
            ))}
          </ul>
        ) : (
          <Carousel preset="testimonials" label="Testimonials" slides={cards} />
        )}
      </div>
    </section>
  )
}

function TestimonialCard({ t }: { t: TestimonialData }) {
  return (
    <figure className="testimonial card">
      <blockquote className="testimonial__text">
        <p>{t.text}</p>
      </blockquote>
      <figcaption className="testimonial__who">
        <ResponsiveImage image={t.image.src ? t.image : '/images/placeholders/student.svg'} alt="" sizes="small" width={64} height={64} />
        <span>
          <strong>{t.name}</strong>
          {t.designation && <span className="testimonial__role">{t.designation}</span>}
        </span>
      </figcaption>
    </figure>
  )
}

export default island('testimonials', Testimonials)
