// Spec §9 sliders with the accessibility the original lacked (WCAG 2.2.2 Pause, Stop, Hide):
// a visible Pause/Play button, dots as labelled buttons, pause on hover and on focus within the
// slides, and no autoplay under prefers-reduced-motion. Glide.js only moves the track; autoplay is
// ours, so the user's Pause is never undone by Glide's own hover handling.
// The carousel's mount module: called from a React effect (Carousel.tsx), and the `carousel` island on
// static pages (docs/architecture.md "The page model").
import type Glide from '@glidejs/glide'
import { carouselPresets, isPresetName, positionsFor, type CarouselPreset } from './presets.ts'
import { tabbableWhileOverflowing } from '../content/scrollRegion.ts'

export interface MountedCarousel {
  destroy(): void
}

type UserChoice = 'auto' | 'paused' | 'playing'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/** Turns one prerendered `[data-carousel]` list into a Glide carousel. Idempotent per element. */
export function mount(root: HTMLElement, presetName = root.dataset.carousel): MountedCarousel {
  if (!isPresetName(presetName) || root.dataset.carouselMounted) return { destroy() {} }
  root.dataset.carouselMounted = 'true'
  const p: CarouselPreset = carouselPresets[presetName]
  const track = root.querySelector<HTMLElement>('[data-glide-el="track"]')
  const slides = [...root.querySelectorAll<HTMLElement>('.glide__slide')]
  if (!track) return { destroy: () => delete root.dataset.carouselMounted }
  // Until Glide mounts (never, for one slide) the row scrolls natively: a Tab stop only while it
  // has something to scroll (components/content/scrollRegion.island.ts).
  const stopTabbable = tabbableWhileOverflowing(track)
  if (slides.length < 2)
    return {
      destroy: () => {
        stopTabbable()
        delete root.dataset.carouselMounted
      },
    }

  const label = root.getAttribute('aria-label') ?? 'Slides'
  const motion = window.matchMedia(REDUCED_MOTION)
  const state = { choice: 'auto' as UserChoice, hover: false, focus: false, hidden: document.hidden, reduced: motion.matches }
  let glide: Glide | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  let destroyed = false
  const cleanups: Array<() => void> = []
  const listen = (t: EventTarget, type: string, fn: (e: Event) => void) => {
    t.addEventListener(type, fn)
    cleanups.push(() => t.removeEventListener(type, fn))
  }

  const controls = document.createElement('div')
  controls.className = 'carousel__controls'
  const toggle = document.createElement('button')
  toggle.type = 'button'
  toggle.className = 'carousel__toggle'
  toggle.dataset.carouselToggle = ''
  const dots = document.createElement('div')
  dots.className = 'carousel__dots'
  dots.setAttribute('role', 'group')
  dots.setAttribute('aria-label', `${label}: choose slides`)
  controls.append(toggle, dots)

  const wantsMotion = () => p.autoplay > 0 && (state.choice === 'playing' || (state.choice === 'auto' && !state.reduced))
  const perView = () => (glide ? Number(glide.settings.perView) : p.perView)
  const positions = () => positionsFor(p, slides.length, perView())
  const canPlay = () => wantsMotion() && !state.hover && !state.focus && !state.hidden && positions() > 1

  function schedule() {
    clearTimeout(timer)
    timer = undefined
    const playing = canPlay()
    root.dataset.autoplay = playing ? 'on' : 'off'
    if (playing) {
      timer = setTimeout(() => {
        glide?.go('>')
        schedule()
      }, p.autoplay)
    }
  }

  function render() {
    const count = positions()
    controls.hidden = count <= 1
    const running = wantsMotion()
    toggle.hidden = p.autoplay <= 0
    toggle.textContent = running ? 'Pause' : 'Play'
    toggle.setAttribute('aria-label', `${running ? 'Pause' : 'Play'} ${label.toLowerCase()} slideshow`)
    toggle.classList.toggle('is-paused', !running)
    if (dots.childElementCount !== count) {
      dots.replaceChildren(
        ...Array.from({ length: count }, (_, i) => {
          const b = document.createElement('button')
          b.type = 'button'
          b.className = 'carousel__dot'
          const pv = perView()
          b.setAttribute(
            'aria-label',
            pv > 1 && p.type === 'slider' ? `Slides ${i + 1} to ${i + pv} of ${slides.length}` : `Slide ${i + 1} of ${slides.length}`,
          )
          b.addEventListener('click', () => {
            glide?.go(`=${i}`)
            schedule()
          })
          return b
        }),
      )
    }
    const index = glide ? glide.index : 0
    root.dataset.index = String(index)
    ;[...dots.children].forEach((d, i) =>
      i === Math.min(index, count - 1) ? d.setAttribute('aria-current', 'true') : d.removeAttribute('aria-current'),
    )
  }

  toggle.addEventListener('click', () => {
    state.choice = wantsMotion() ? 'paused' : 'playing'
    render()
    schedule()
  })
  // Pause while the pointer is over the slides or focus is inside them; the controls stay outside
  // this region so pressing Play takes effect at once.
  listen(track, 'mouseenter', () => {
    state.hover = true
    schedule()
  })
  listen(track, 'mouseleave', () => {
    state.hover = false
    schedule()
  })
  // Bring the slide that has focus into view; the track never scrolls natively.
  const showFocused = () => {
    track.scrollLeft = 0
    const i = slides.findIndex((s) => s.contains(document.activeElement))
    if (glide && i >= 0) {
      const last = positions() - 1
      const lo = glide.index
      const hi = glide.index + perView() - 1
      if (i < lo || i > hi) glide.go(`=${Math.min(i, last)}`)
    }
  }
  listen(track, 'focusin', () => {
    state.focus = true
    schedule()
    showFocused()
  })
  listen(track, 'focusout', (e) => {
    if (!track.contains((e as FocusEvent).relatedTarget as Node | null)) {
      state.focus = false
      schedule()
    }
  })
  listen(document, 'visibilitychange', () => {
    state.hidden = document.hidden
    schedule()
  })
  listen(motion, 'change', () => {
    state.reduced = motion.matches
    render()
    schedule()
  })

  // Glide is fetched and mounted when the carousel comes near the viewport, so a page with
  // several carousels (home: seven) does not measure and rebuild all of them while it loads.
  const stopWaiting = whenNear(
    root,
    () =>
      void import('@glidejs/glide/dist/glide.modular.esm.js').then(({ default: GlideCtor, Breakpoints, Swipe }) => {
        if (destroyed) return
        const breakpoints = Object.fromEntries(Object.entries(p.breakpoints).map(([w, n]) => [w, { perView: n }]))
        glide = new GlideCtor(root, {
          type: p.type,
          perView: p.perView,
          gap: p.gap,
          autoplay: false,
          animationDuration: state.reduced ? 1 : p.speed,
          rewind: true,
          bound: true,
          keyboard: false,
          breakpoints,
        })
        // A looping carousel clones slides at both ends: keep the copies away from tab order and screen readers.
        glide.on('build.after', () => {
          root.querySelectorAll<HTMLElement>('.glide__slide--clone').forEach((c) => {
            c.setAttribute('aria-hidden', 'true')
            c.inert = true
          })
        })
        glide.on(['mount.after', 'run', 'resize', 'update'], render)
        // Glide ignores a move while one is running (waitForTransition): a slide reached by Tab
        // then (quick keys, or autoplay moving as focus arrived) stayed out of sight (WCAG 2.4.11).
        // Once the move has ended and Glide takes moves again, show the focused slide.
        // data-carousel-moving spans a move and that follow-up (which may start the next move), so
        // whoever waits for the carousel to rest (the keyboard tests) waits for both.
        glide.on('run.before', () => (root.dataset.carouselMoving = 'true'))
        glide.on('run.after', () =>
          setTimeout(() => {
            delete root.dataset.carouselMoving
            showFocused()
          }),
        )
        glide.mount({ Breakpoints, Swipe })
        // The slides' own links and the controls take the keyboard from here (Carousel.tsx).
        stopTabbable()
        track.removeAttribute('tabindex')
        root.classList.add('is-mounted')
        root.append(controls)
        // The keyboard may have reached a slide while Glide loaded (the browser scrolled the native
        // row to it): Glide starts at the first slide, so go to the focused one, from an unscrolled
        // track, or it stays focused out of sight (WCAG 2.4.11).
        showFocused()
        render()
        schedule()
      }),
  )

  return {
    destroy() {
      destroyed = true
      stopWaiting()
      stopTabbable()
      clearTimeout(timer)
      cleanups.forEach((c) => c())
      controls.remove()
      glide?.destroy()
      delete root.dataset.carouselMoving
      if (root.classList.contains('is-mounted')) track.setAttribute('tabindex', '0')
      root.classList.remove('is-mounted')
      delete root.dataset.carouselMounted
    },
  }
}

/** Margin around the viewport within which a carousel is mounted: about a screen ahead of scrolling. */
const NEAR = '100% 0px'

/** Calls `run` once `el` is within NEAR of the viewport (at once without IntersectionObserver). */
function whenNear(el: Element, run: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    run()
    return () => {}
  }
  const io = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      io.disconnect()
      run()
    },
    { rootMargin: NEAR },
  )
  io.observe(el)
  return () => io.disconnect()
}
