// Spec §2 Home: the highlights marquee and the notices-and-news ticker (scrolling upward). The
// prerendered list is static and scrollable; this script adds the motion, a seamless loop copy
// and the visible Pause/Play button (WCAG 2.2.2: hover alone is not enough). CSS pauses it on
// hover and focus within, and never animates under prefers-reduced-motion.

export interface MountedTicker {
  destroy(): void
}

/** Seconds per item of the loop: slow enough to read a title. */
const SECONDS_PER_ITEM = { vertical: 3, horizontal: 6 } as const

export function mount(root: HTMLElement): MountedTicker {
  const list = root.querySelector<HTMLElement>('[data-ticker-list]')
  const toggle = root.querySelector<HTMLButtonElement>('[data-ticker-toggle]')
  if (!list || !toggle || root.dataset.tickerMounted || list.children.length === 0) return { destroy() {} }
  root.dataset.tickerMounted = 'true'
  const axis = root.dataset.ticker === 'horizontal' ? 'horizontal' : 'vertical'
  const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
  let paused = false

  // The copy makes the loop seamless; it is hidden from screen readers and the tab order.
  const copy = list.cloneNode(true) as HTMLElement
  copy.removeAttribute('data-ticker-list')
  copy.setAttribute('aria-hidden', 'true')
  copy.inert = true
  copy.classList.add('ticker__list--copy')
  list.after(copy)
  root.style.setProperty('--ticker-duration', `${Math.max(list.children.length, 3) * SECONDS_PER_ITEM[axis]}s`)

  const render = () => {
    const still = motion.matches
    root.classList.toggle('is-animated', !still)
    root.classList.toggle('is-paused', paused)
    root.dataset.tickerState = still || paused ? 'paused' : 'running'
    toggle.hidden = still
    toggle.textContent = paused ? 'Play' : 'Pause'
    const what = root.getAttribute('aria-label') ?? 'the scrolling list'
    toggle.setAttribute('aria-label', `${paused ? 'Play' : 'Pause'} ${what.toLowerCase()}`)
  }
  const onClick = () => {
    paused = !paused
    render()
  }
  // A link reached by the keyboard: ticker.css has stopped the motion and put the list back at its
  // start; scroll the link into view in the clipping viewport (the browser's own scroll for focus
  // came before the list moved). When focus leaves, the motion resumes from an unscrolled viewport.
  const viewport = list.closest<HTMLElement>('.ticker__viewport')
  const onFocusIn = (e: FocusEvent) => {
    if (e.target instanceof HTMLElement && e.target.matches(':focus-visible'))
      e.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })
  }
  const onFocusOut = (e: FocusEvent) => {
    if (viewport && root.classList.contains('is-animated') && !viewport.contains(e.relatedTarget as Node | null)) viewport.scrollTo(0, 0)
  }
  list.addEventListener('focusin', onFocusIn)
  list.addEventListener('focusout', onFocusOut)
  toggle.addEventListener('click', onClick)
  motion.addEventListener('change', render)
  render()

  return {
    destroy() {
      list.removeEventListener('focusin', onFocusIn)
      list.removeEventListener('focusout', onFocusOut)
      toggle.removeEventListener('click', onClick)
      motion.removeEventListener('change', render)
      copy.remove()
      root.classList.remove('is-animated', 'is-paused')
      toggle.hidden = true
      delete root.dataset.tickerMounted
    },
  }
}
