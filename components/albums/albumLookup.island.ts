// /SubGallery?id={id}: forward to the prerendered /SubGallery/{id}/, or say the album is unknown
// (never a blank page). Markup: pages/(senior)/SubGallery/index/+Page.tsx data-album-* attributes.
import { albumHref, PATH_SAFE_ID } from '#lib/format/url.ts'

export function mount(root: HTMLElement): void {
  const id = new URLSearchParams(location.search).get('id') ?? ''
  const show = (state: 'loading' | 'missing') => root.querySelector<HTMLElement>(`[data-album-state="${state}"]`)?.removeAttribute('hidden')
  if (!PATH_SAFE_ID.test(id)) {
    show('missing')
    return
  }
  show('loading')
  // Busy (WAI-ARIA aria-busy) until the answer: assistive technology announces the outcome, not the
  // region half-changed, and a visitor's Tab order (the gallery link appears) settles with it.
  root.setAttribute('aria-busy', 'true')
  // The page does not embed every album id (10,000 of them would make it 116 KB gzipped);
  // the album's own page answers whether it exists.
  const target = albumHref(id)
  fetch(target, { method: 'HEAD' })
    .then((r) => {
      if (!r.ok) throw new Error(String(r.status))
      location.replace(target + location.hash)
    })
    .catch(() => {
      root.querySelector<HTMLElement>('[data-album-state="loading"]')?.setAttribute('hidden', '')
      show('missing')
      root.removeAttribute('aria-busy')
    })
}
