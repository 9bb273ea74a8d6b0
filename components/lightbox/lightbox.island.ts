// Zoomable photo lightbox. The markup every page with photos writes (its contract):
//   <ul class="photo-grid" data-lightbox>
//     <li><a href="LARGE" data-lightbox-item data-caption="text"
//            data-pswp-width="W" data-pswp-height="H" data-pswp-srcset="VARIANTS"><img ...></a></li>
// Without JavaScript each link simply opens the image. With it, the first click loads PhotoSwipe
// (MIT) and its CSS (viewer.ts), then opens the photo: the screen-sized variant the link names, with the
// variants' srcset so a phone fetches a phone-sized one, at the size data-pswp-width/height give
// (lib/images/img.ts lightboxAttributes); without them (dev server, no pipeline) the thumbnail's
// own size stands in. Keyboard: arrows move, Escape closes, focus stays in the viewer and returns
// to the thumbnail that opened it. Captions are set as text, never HTML.
import { openViewer, type Slide } from './viewer.ts'

function size(a: HTMLAnchorElement, img: HTMLImageElement | null): { width: number; height: number } {
  const width = Number(a.dataset.pswpWidth)
  const height = Number(a.dataset.pswpHeight)
  if (width > 0 && height > 0) return { width, height }
  // No pipeline: the thumbnail is the image itself, or its width/height attributes hold its shape.
  if (img?.naturalWidth && img.naturalHeight) return { width: img.naturalWidth, height: img.naturalHeight }
  return { width: Number(img?.getAttribute('width')) || 1200, height: Number(img?.getAttribute('height')) || 900 }
}

export function readSlides(links: HTMLAnchorElement[]): Slide[] {
  return links.map((a) => {
    const img = a.querySelector('img')
    return {
      src: a.href,
      srcset: a.dataset.pswpSrcset || undefined,
      ...size(a, img),
      alt: img?.alt ?? '',
      // The thumbnail already on screen fills the slide until the large image arrives.
      msrc: img?.currentSrc || undefined,
      element: a,
      caption: a.dataset.caption ?? '',
    }
  })
}

/** Enhances one [data-lightbox] photo list (the `lightbox` island). Idempotent. */
export function mount(container: HTMLElement): void {
  if (container.dataset.lightboxReady) return
  container.dataset.lightboxReady = 'true'
  const links = Array.from(container.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]'))
  links.forEach((link, index) => {
    link.addEventListener('click', (event) => {
      // Let modified clicks (new tab, download) do what the browser does.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      openViewer(readSlides(links), index, link).catch(() => {
        window.location.href = link.href
      })
    })
  })
}
