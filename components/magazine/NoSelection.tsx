// Spec §2/§8: 'No magazine selected.' / 'No newsletter selected.' with a Go Back button. Static
// HTML; the `book-selection` island (components/magazine/bookSelection.island.ts) opens the edition given in navigation state.
import type { SelectionParam } from '#lib/magazine/selection.ts'

interface NoSelectionProps {
  param: SelectionParam
  heading: string
  /** The keys that have a reader, for the browser script. */
  keys: string[]
  /** Listing page: where Go Back leads when there is no history to go back to. */
  listHref: string
}

export function NoSelection({ param, heading, keys, listHref }: NoSelectionProps) {
  const what = param === 'magazine' ? 'magazine' : 'newsletter'
  return (
    <section className="no-selection" data-book-selection={param} data-island="book-selection" data-book-keys={keys.join(' ')}>
      <h1>{heading}</h1>
      <p className="no-selection__message" data-selection-message role="status">
        No {what} selected.
      </p>
      {/* A link, so it works without JavaScript; the script makes it go back one step when it can. */}
      <a className="btn btn--primary" href={listHref} data-go-back data-island="go-back">
        Go Back
      </a>
    </section>
  )
}
