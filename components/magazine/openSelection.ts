// Browser side of /magazine1 and /newsletter1 (vanilla, no React): opens the edition passed in
// navigation state or ?magazine= / ?newsletter=, and makes Go Back go back one step.
import { readerPath, requestedBook, type SelectionParam } from '../../lib/magazine/selection.ts'

export function openSelection(root: ParentNode = document) {
  const box = root.querySelector<HTMLElement>('[data-book-selection]')
  if (!box) return
  const param = box.dataset.bookSelection as SelectionParam
  const keys = (box.dataset.bookKeys ?? '').split(' ').filter(Boolean)
  const wanted = requestedBook(history.state, location.search, param)
  if (wanted && keys.includes(wanted)) {
    location.replace(readerPath(param, wanted) + location.hash)
    return
  }
  const message = box.querySelector<HTMLElement>('[data-selection-message]')
  if (wanted && message) {
    message.textContent = `${param === 'magazine' ? 'Magazine' : 'Newsletter'} ${wanted} is not published on this site. No ${param} selected.`
  }
  box.querySelector<HTMLAnchorElement>('[data-go-back]')?.addEventListener('click', (e) => {
    // Back one step when the visitor came from a page of this site; otherwise (a new tab, a
    // bookmark, another site) the link's own target, the listing, so Go Back never leaves the site.
    if (history.length > 1 && sameOrigin(document.referrer)) {
      e.preventDefault()
      history.back()
    }
  })
}

function sameOrigin(url: string): boolean {
  try {
    return url !== '' && new URL(url).origin === location.origin
  } catch {
    return false
  }
}
