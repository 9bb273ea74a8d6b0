// The flip-book's imperative part (spec §2 Magazine and Newsletter reader, §9 flip-book settings):
// the page elements, made outside React, page-flip loaded on first use, and only the images near
// the open page fetched. FlipBook.island.tsx calls it from an effect and keeps the returned handle,
// as Carousel.tsx does with the carousel's mount module (components/carousel/carousel.island.ts).
import type { PageFlip } from 'page-flip'
import { SIZES, type Img } from '#lib/images/img.ts'
import { PAGE_HEIGHT, PAGE_WIDTH, pageAlt } from '#lib/magazine/pages.ts'

/** Spec §9. page-flip has no 'uncut pages' option; white pages come from styles/magazine.css. */
const FLIP_SETTINGS = {
  width: PAGE_WIDTH,
  height: PAGE_HEIGHT,
  size: 'stretch',
  minWidth: 315,
  maxWidth: 1000,
  minHeight: 400,
  showCover: true,
  useMouseEvents: true,
  mobileScrollSupport: true,
  maxShadowOpacity: 0.4,
} as const

/** Pages before and after the open one whose images are fetched (a two-page spread needs +1). */
const BEHIND = 2
const AHEAD = 5

export interface FlipBookEvents {
  /** The book turned to page `index` (0 is the cover); `spread`: two pages are in view. */
  onFlip(index: number, spread: boolean): void
  /** The book is ready, or the screen turned: `spread` as above. */
  onOrientation(spread: boolean): void
  /** page-flip could not be loaded (offline, blocked): the reader shows the list instead. */
  onFail(): void
}

/** The book's controls; until page-flip has loaded they do nothing. */
export interface MountedFlipBook {
  flipNext(): void
  flipPrev(): void
  turnToPage(index: number): void
  destroy(): void
}

/** Makes a page-flip book of `pages` inside `host`, open at `startPage`. */
export function mountFlipBook(host: HTMLElement, pages: Img[], startPage: number, events: FlipBookEvents): MountedFlipBook {
  const total = pages.length
  let destroyed = false
  let book: PageFlip | null = null
  const block = document.createElement('div')
  host.appendChild(block)
  const imgs = pages.map((p, i) => {
    if (p.failed) {
      // The neutral box with the alt text that <ResponsiveImage> shows for a page the build could not make.
      const box = document.createElement('span')
      box.className = 'img-fallback'
      box.setAttribute('role', 'img')
      box.setAttribute('aria-label', pageAlt(i + 1))
      box.style.aspectRatio = `${PAGE_WIDTH} / ${PAGE_HEIGHT}`
      box.textContent = pageAlt(i + 1)
      return box
    }
    const img = document.createElement('img')
    img.alt = pageAlt(i + 1)
    img.width = p.width ?? PAGE_WIDTH
    img.height = p.height ?? PAGE_HEIGHT
    img.decoding = 'async'
    // sizes before srcset, srcset before src: the browser then picks once.
    if (p.srcset) img.sizes = SIZES.page
    return img
  })
  const pageEls = imgs.map((img, i) => {
    const page = document.createElement('div')
    page.className = 'flipbook__page'
    if (i === 0 || i === total - 1) page.dataset.density = 'hard'
    page.appendChild(img)
    return page
  })
  // Only a window of pages gets a src; page-flip's loadFromImages would fetch every page at once.
  const loadAround = (index: number) => {
    for (let i = Math.max(0, index - BEHIND); i <= Math.min(total - 1, index + AHEAD); i++) {
      const img = imgs[i]!
      if (!(img instanceof HTMLImageElement) || img.getAttribute('src')) continue
      if (pages[i]!.srcset) img.srcset = pages[i]!.srcset!
      img.src = pages[i]!.src
    }
  }
  loadAround(startPage)
  // Imported here, not at the top: page-flip's CommonJS bundle breaks server rendering, and this
  // keeps it out of the first load.
  import('page-flip')
    .then((mod) => {
      if (destroyed) return
      const PageFlipClass = mod.PageFlip ?? (mod as unknown as { default: typeof mod }).default.PageFlip
      const flip = new PageFlipClass(block, { ...FLIP_SETTINGS, startPage })
      const spread = () => flip.getOrientation() === 'landscape'
      flip.on('flip', (e) => {
        const index = Number(e.data)
        loadAround(index)
        events.onFlip(index, spread())
      })
      flip.on('changeOrientation', () => events.onOrientation(spread()))
      flip.loadFromHTML(pageEls)
      book = flip
      events.onOrientation(spread())
    })
    .catch(() => {
      if (!destroyed) events.onFail()
    })
  return {
    flipNext: () => book?.flipNext(),
    flipPrev: () => book?.flipPrev(),
    turnToPage: (index) => book?.turnToPage(index),
    destroy() {
      destroyed = true
      book?.destroy()
      book = null
      block.remove()
    },
  }
}
