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
    if (history.length > 1) {
      e.preventDefault()
      history.back()
    }
  })
}
