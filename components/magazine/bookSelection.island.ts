// Browser side of /magazine1 and /newsletter1 (the `book-selection` island;
// vanilla, no React): opens the edition passed in navigation state or ?magazine= / ?newsletter=.
// Its Go Back link is the `go-back` island (components/content/goBack.island.ts).
import { readerPath, requestedBook, type SelectionParam } from '#lib/magazine/selection.ts'

export function mount(box: HTMLElement) {
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
}
