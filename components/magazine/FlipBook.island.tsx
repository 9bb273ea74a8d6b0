// Spec §2 (Magazine reader, Newsletter reader) and §9 (flip-book settings). A hydrated island:
// the prerendered HTML is a readable list of every page (the cover first, the rest lazy-loaded),
// which stays the view without JavaScript and under prefers-reduced-motion. With JavaScript and
// motion allowed, page-flip turns it into a book, loading only the images near the open page.
// Pages come from the image pipeline (lib/images/responsive.ts): variants at the displayed size
// (srcset, `sizes` preset 'page'), and the largest one (long edge <= 2048) for "Zoom page", which
// opens the shared photo viewer (components/lightbox/viewer.ts) on the open page, loaded on first use.
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import { lightboxImage, type Img } from '#lib/images/img.ts'
import { PAGE_HEIGHT, PAGE_WIDTH, pageAlt, pageFromHash } from '#lib/magazine/pages.ts'
import { ResponsiveImage } from '../images/ResponsiveImage.tsx'
import { mountFlipBook, type MountedFlipBook } from './mountFlipBook.ts'
import { island } from '#renderer/island.tsx'

interface FlipBookProps {
  /** Page images in reading order; index 0 is the cover. */
  pages: Img[]
}

type Mode = 'static' | 'flip' | 'list'

export function FlipBook({ pages }: FlipBookProps) {
  const total = pages.length
  // 'static' is the prerendered list; the effect below picks 'flip' or 'list' once in the browser.
  const [mode, setMode] = useState<Mode>('static')
  const [current, setCurrent] = useState(0)
  const [spread, setSpread] = useState(false)
  const [jumpTo, setJumpTo] = useState('')
  const startRef = useRef(0)
  const hostRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const bookRef = useRef<MountedFlipBook | null>(null)
  const jumpId = useId()

  useEffect(() => {
    startRef.current = pageFromHash(location.hash, total) - 1
    setCurrent(startRef.current)
    setMode(matchMedia('(prefers-reduced-motion: reduce)').matches ? 'list' : 'flip')
  }, [total])

  // Flip mode: the book is made outside React (./mountFlipBook.ts); its handle turns the pages.
  useEffect(() => {
    if (mode !== 'flip' || !hostRef.current) return
    const book = mountFlipBook(hostRef.current, pages, startRef.current, {
      onFlip: (index, twoPages) => {
        setCurrent(index)
        setSpread(twoPages)
        writeHash(index)
      },
      onOrientation: setSpread,
      onFail: () => setMode('list'),
    })
    bookRef.current = book
    return () => {
      bookRef.current = null
      book.destroy()
    }
  }, [mode, pages])

  // List mode (reduced motion): the open page is the one most in view; the controls scroll.
  useEffect(() => {
    if (mode !== 'list' || !listRef.current) return
    const items = Array.from(listRef.current.children) as HTMLElement[]
    if (startRef.current > 0) items[startRef.current]?.scrollIntoView({ block: 'start' })
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.filter((e) => e.isIntersecting).sort((a, b) => b.intersectionRatio - a.intersectionRatio)[0]
        if (!seen) return
        const index = items.indexOf(seen.target as HTMLElement)
        setCurrent(index)
        writeHash(index)
      },
      { threshold: [0.5] },
    )
    items.forEach((item) => observer.observe(item))
    return () => observer.disconnect()
  }, [mode])

  const goTo = useCallback(
    (index: number, animate: boolean) => {
      const i = Math.min(Math.max(index, 0), total - 1)
      if (mode === 'flip') {
        const book = bookRef.current
        if (!book) return
        if (animate && i === current + 1) book.flipNext()
        else if (animate && i === current - 1) book.flipPrev()
        else book.turnToPage(i)
      } else if (mode === 'list') {
        listRef.current?.children[i]?.scrollIntoView({ block: 'start' })
        setCurrent(i)
        writeHash(i)
      }
    },
    [mode, current, total],
  )
  const prev = useCallback(() => (mode === 'flip' ? bookRef.current?.flipPrev() : goTo(current - 1, false)), [mode, current, goTo])
  const next = useCallback(() => (mode === 'flip' ? bookRef.current?.flipNext() : goTo(current + 1, false)), [mode, current, goTo])

  useEffect(() => {
    if (mode === 'static') return
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || isTyping(e.target)) return
      // The zoom viewer is open: its arrows are its own (the book follows when it closes).
      if (document.querySelector('.pswp')) return
      if (e.key === 'ArrowLeft') prev()
      else if (e.key === 'ArrowRight') next()
      else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [mode, prev, next])

  const onJump = (e: FormEvent) => {
    e.preventDefault()
    const n = Number(jumpTo)
    if (Number.isInteger(n) && n >= 1 && n <= total) goTo(n - 1, false)
  }

  // Zoom: the open page (the left one of a spread) in the photo viewer at its largest variant; the
  // viewer's arrows move through the book, and closing it leaves the book at the page last viewed.
  const onZoom = (e: MouseEvent<HTMLButtonElement>) => {
    const opener = e.currentTarget
    const slides = pages.map((p, i) => {
      // A page the image step could not make is never linked (it may be the 60 MB file that failed).
      if (p.failed)
        return {
          html: `<div class="pswp__error-msg">${pageAlt(i + 1)} could not be loaded.</div>`,
          caption: `${pageAlt(i + 1)} of ${total}`,
        }
      const lb = lightboxImage(p)
      // Without the pipeline (placeholder SVGs) the page's shape at twice the flip-book's size.
      return {
        src: lb.src,
        srcset: lb.srcset,
        width: lb.width ?? PAGE_WIDTH * 2,
        height: lb.height ?? PAGE_HEIGHT * 2,
        alt: pageAlt(i + 1),
        caption: `${pageAlt(i + 1)} of ${total}`,
      }
    })
    import('../lightbox/viewer.ts')
      .then(({ openViewer }) => openViewer(slides, current, opener, 'Page viewer'))
      .then((pswp) =>
        pswp.on('close', () => {
          if (pswp.currIndex !== current) goTo(pswp.currIndex, false)
        }),
      )
      .catch(() => undefined)
  }

  // In a two-page spread the left page is `current` and the next one is also in view.
  const lastShown = mode === 'flip' && spread && current > 0 ? current + 1 : current
  return (
    <div className={`flipbook flipbook--${mode}`}>
      {/* The toolbar is in the prerendered HTML too, hidden and inert until the reader starts, so
          it takes its space from the first paint and does not push the pages down (layout shift).
          Without JavaScript, @media (scripting: none) removes it. */}
      {
        <div
          className={`flipbook__toolbar${mode === 'static' ? ' flipbook__toolbar--pending' : ''}`}
          aria-hidden={mode === 'static' ? true : undefined}
          inert={mode === 'static' ? true : undefined}
        >
          <button type="button" className="btn btn--secondary" onClick={prev} disabled={current <= 0}>
            <span aria-hidden="true">‹ </span>Previous page
          </button>
          <p className="flipbook__status" aria-live="polite" aria-atomic="true">
            Page {current + 1} of {total}
          </p>
          <button type="button" className="btn btn--secondary" onClick={next} disabled={lastShown >= total - 1}>
            Next page<span aria-hidden="true"> ›</span>
          </button>
          <form className="flipbook__jump" onSubmit={onJump}>
            <label htmlFor={jumpId}>Go to page</label>
            <input
              id={jumpId}
              type="number"
              inputMode="numeric"
              min={1}
              max={total}
              required
              value={jumpTo}
              onChange={(e) => setJumpTo(e.target.value)}
            />
            <button type="submit" className="btn btn--primary">
              Go
            </button>
          </form>
          <button
            type="button"
            className="btn btn--secondary flipbook__zoom"
            onClick={onZoom}
            disabled={!pages[current] || pages[current]!.failed}
          >
            Zoom page<span className="visually-hidden"> {current + 1}</span>
          </button>
        </div>
      }
      {mode === 'flip' ? (
        <div ref={hostRef} className="flipbook__book" />
      ) : (
        <ol ref={listRef} className="flipbook__list" aria-label="Pages">
          {pages.map((p, i) => (
            <li key={p.src} id={`page-${i + 1}`} className="flipbook__list-page">
              <ResponsiveImage
                image={p}
                alt={pageAlt(i + 1)}
                sizes="page"
                width={PAGE_WIDTH}
                height={PAGE_HEIGHT}
                load={i === 0 ? 'first' : 'lazy'}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

/** Keeps the open page in the address (#page=12) without adding history entries. */
function writeHash(index: number) {
  const hash = index > 0 ? `#page=${index + 1}` : ''
  if (location.hash === hash) return
  history.replaceState(history.state, '', hash || location.pathname + location.search)
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
}

export default island('flip-book', FlipBook)
