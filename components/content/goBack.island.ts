// "Go Back" links (album pages, the magazine and newsletter pages without an edition): the link
// leads to the listing; when the visitor came from a page of this site, it goes back one step
// instead, so a filtered listing (?year=&month=&q=) comes back as it was. From a new tab, a
// bookmark or another site, the link's own target: Go Back never leaves the site.

/** Whether `referrer` is a page of this site. */
export function sameOrigin(referrer: string, origin: string): boolean {
  try {
    return referrer !== '' && new URL(referrer).origin === origin
  } catch {
    return false
  }
}

/** Makes one [data-go-back] link go back when that stays on the site (the `go-back` island). */
export function mount(link: HTMLElement): void {
  link.addEventListener('click', (e) => {
    if (history.length > 1 && sameOrigin(document.referrer, location.origin)) {
      e.preventDefault()
      history.back()
    }
  })
}
