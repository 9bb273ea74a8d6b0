// A prerendered carousel: without JavaScript its slides are a horizontally scrollable list; with
// it (a React effect inside a component island, or the `carousel` island on a static page) it
// becomes a Glide carousel.
import { useEffect, useRef, type ReactNode } from 'react'
import { mount as mountCarousel } from './carousel.island.ts'
import type { CarouselPresetName } from './presets.ts'

interface CarouselProps {
  preset: CarouselPresetName
  /** Accessible name of the carousel ("Upcoming events"); also names its Pause button and dots. */
  label: string
  /** One React node per slide, each with a stable key. */
  slides: { key: string; node: ReactNode }[]
  className?: string
}

export function Carousel({ preset, label, slides, className }: CarouselProps) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const mounted = mountCarousel(ref.current!, preset)
    return () => mounted.destroy()
  }, [preset])
  return (
    <section
      ref={ref}
      className={`carousel carousel--${preset}${className ? ` ${className}` : ''}`}
      data-carousel={preset}
      data-island="carousel"
      aria-label={label}
    >
      {/* Until Glide mounts (and without JavaScript) the track is a scrolling row: focusable, so
          the keyboard can scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling row must take focus to be scrolled by keyboard */}
      <div className="glide__track" data-glide-el="track" tabIndex={0}>
        <ul className="glide__slides">
          {slides.map((s) => (
            <li className="glide__slide" key={s.key}>
              {s.node}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
