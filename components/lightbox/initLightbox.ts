// Zoomable photo lightbox (issue 3; markup contract in BRIEFING "Lightbox"):
//   <ul class="photo-grid" data-lightbox>
//     <li><a href="FULL" data-lightbox-item data-caption="text"><img ...></a></li>
// Without JavaScript each link simply opens the image. With it, the first click loads
// lightGallery (GPL-3.0 or commercial, see README "Licences") and its CSS, then opens the photo.
// Keyboard: arrows move, Escape closes, and focus returns to the thumbnail that opened it.
// Captions are plain text: lightGallery's subHtml takes HTML, so we escape them.
import type { LightGallery } from 'lightgallery/lightgallery'

/** lightGallery's documented key for GPL-3.0 use; a commercial licence key replaces it. */
const LICENSE_KEY = '0000-0000-000-0000'

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

interface Item {
  href: string
  caption: string
  alt: string
  thumb: string
}

function readItems(links: HTMLAnchorElement[]): Item[] {
  return links.map((a) => {
    const img = a.querySelector('img')
    return { href: a.href, caption: a.dataset.caption ?? '', alt: img?.alt ?? '', thumb: img?.currentSrc || img?.src || a.href }
  })
}

async function createGallery(container: HTMLElement, items: Item[]): Promise<LightGallery> {
  const [{ default: lightGallery }, { default: lgZoom }] = await Promise.all([
    import('lightgallery'),
    import('lightgallery/plugins/zoom'),
    import('lightgallery/css/lightgallery.css'),
    import('lightgallery/css/lg-zoom.css'),
  ])
  return lightGallery(container, {
    dynamic: true,
    dynamicEl: items.map((it) => ({
      src: it.href,
      thumb: it.thumb,
      alt: it.alt,
      subHtml: it.caption ? `<p>${escapeHtml(it.caption)}</p>` : '',
    })),
    plugins: [lgZoom],
    licenseKey: LICENSE_KEY,
    download: false,
    keyPress: true,
    escKey: true,
    trapFocus: true,
    closeOnTap: true,
    hideControlOnEnd: false,
    loop: true,
    counter: true,
    mobileSettings: { controls: true, showCloseIcon: true, download: false },
  })
}

function initOne(container: HTMLElement): void {
  if (container.dataset.lightboxReady) return
  container.dataset.lightboxReady = 'true'
  const links = Array.from(container.querySelectorAll<HTMLAnchorElement>('a[data-lightbox-item]'))
  let gallery: Promise<LightGallery> | undefined
  let opener: HTMLElement | undefined
  container.addEventListener('lgAfterClose', () => opener?.focus())
  links.forEach((link, index) => {
    link.addEventListener('click', (event) => {
      // Let modified clicks (new tab, download) do what the browser does.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      opener = link
      gallery ??= createGallery(container, readItems(links))
      gallery.then(
        (lg) => lg.openGallery(index),
        () => { window.location.href = link.href },
      )
    })
  })
}

/** Enhances every [data-lightbox] photo list under root (default: the whole document). */
export function initLightboxes(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-lightbox]').forEach(initOne)
}
