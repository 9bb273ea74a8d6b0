// https://vike.dev/client — /SubGallery?id={id}: forward to the prerendered /SubGallery/{id}/, or say
// the album is unknown (never a blank page). Markup: ./+Page.tsx data-album-* attributes.
const root = document.querySelector<HTMLElement>('[data-album-lookup]')
if (root) {
  const known = new Set((root.dataset['albumIds'] ?? '').split(' ').filter(Boolean))
  const id = new URLSearchParams(location.search).get('id') ?? ''
  const show = (state: 'loading' | 'missing') => root.querySelector<HTMLElement>(`[data-album-state="${state}"]`)?.removeAttribute('hidden')
  if (/^[A-Za-z0-9_-]{1,64}$/.test(id) && known.has(id)) {
    show('loading')
    location.replace(`/SubGallery/${id}/${location.hash}`)
  } else {
    show('missing')
  }
}
