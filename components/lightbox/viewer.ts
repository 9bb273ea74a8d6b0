// The photo viewer itself (PhotoSwipe 5, MIT), shared by the photo grids (lightbox.island.ts) and the
// flip-book's zoom. PhotoSwipe and its CSS are imported on the first open only. It reads srcset
// natively, traps focus, closes on Escape and binds the arrow keys; captions are set as text.
import type PhotoSwipe from 'photoswipe'
import type { SlideData } from 'photoswipe'

/** Accessible name of the viewer's role="dialog" (axe aria-dialog-name). */
export const VIEWER_LABEL = 'Photo viewer'

/** One slide: PhotoSwipe's data (src, srcset, width, height, alt, msrc) plus a plain-text caption. */
export type Slide = SlideData & { caption?: string }

export async function openViewer(slides: Slide[], index: number, opener: HTMLElement, label = VIEWER_LABEL): Promise<PhotoSwipe> {
  const [{ default: PhotoSwipeCore }] = await Promise.all([import('photoswipe'), import('photoswipe/style.css'), import('./lightbox.css')])
  const pswp = new PhotoSwipeCore({
    dataSource: slides,
    index,
    loop: true,
    arrowKeys: true,
    escKey: true,
    trapFocus: true,
    returnFocus: true,
    bgOpacity: 0.92,
    showHideAnimationType: 'fade',
    closeTitle: 'Close (Escape)',
    zoomTitle: 'Zoom',
    arrowPrevTitle: 'Previous',
    arrowNextTitle: 'Next',
    errorMsg: 'This image could not be loaded.',
  })
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (el, p) => {
        el.setAttribute('aria-live', 'polite')
        const update = () => {
          const caption = String(p.currSlide?.data.caption ?? '')
          el.textContent = caption
          el.hidden = !caption
        }
        p.on('change', update)
        update()
      },
    })
  })
  pswp.on('afterInit', () => {
    pswp.element?.setAttribute('aria-label', label)
    pswp.element?.setAttribute('aria-modal', 'true')
  })
  // PhotoSwipe returns focus only when it took it; a pointer-opened viewer returns it here too.
  pswp.on('destroy', () => opener.focus())
  pswp.init()
  return pswp
}
