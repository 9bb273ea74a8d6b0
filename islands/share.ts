// The `share` behaviour (components/share/ShareActions.tsx): the phone's share sheet (Web Share API)
// and "Copy link" (Clipboard API), each shown only where the browser has it; the WhatsApp and e-mail
// links work without this.

export function mount(root: HTMLElement): void {
  const title = root.dataset.shareTitle ?? document.title
  const url = root.dataset.shareUrl ?? location.href
  const status = root.querySelector<HTMLElement>('[role="status"]')
  const say = (text: string) => {
    if (status) status.textContent = text
  }

  const native = root.querySelector<HTMLElement>('[data-share-native]')
  if (native && typeof navigator.share === 'function' && navigator.canShare?.({ title, url }) !== false) {
    native.hidden = false
    native.querySelector('button')?.addEventListener('click', () => {
      navigator.share({ title, url }).catch((e: unknown) => {
        // The visitor closed the sheet: nothing to say.
        if ((e as Error).name !== 'AbortError') say('Sharing did not work here. Use WhatsApp, e-mail or copy the link.')
      })
    })
  }

  const copy = root.querySelector<HTMLElement>('[data-share-copy]')
  if (copy && typeof navigator.clipboard?.writeText === 'function') {
    copy.hidden = false
    copy.querySelector('button')?.addEventListener('click', () => {
      navigator.clipboard.writeText(url).then(
        () => say('Link copied.'),
        () => say(`The link could not be copied. The address is ${url}`),
      )
    })
  }
}
