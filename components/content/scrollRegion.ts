// A region that scrolls sideways (a wide table, a carousel's row before Glide mounts) is in the Tab
// order only while it has something to scroll: focus is how the keyboard scrolls it (WCAG 2.1.1;
// axe scrollable-region-focusable), and a region that fits is a Tab stop that does nothing (IBM
// Equal Access element_tabbable_role_valid). The server's HTML makes it focusable (without a script
// nothing can tell whether it fits); this takes it out where it fits, and back when it no longer does.
// Used by the `scroll-region` island (TableWrap.tsx) and the carousel before Glide mounts.

/** Whether `el`'s content is wider or taller than its box (a pixel of rounding aside). */
export const overflows = (el: HTMLElement): boolean => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1

/** Keeps `el` focusable exactly while it overflows, until the returned function is called. */
export function tabbableWhileOverflowing(el: HTMLElement): () => void {
  const update = () => {
    if (overflows(el)) el.tabIndex = 0
    // Not while it has focus: the visitor would be left on nothing.
    else if (document.activeElement !== el) el.removeAttribute('tabindex')
  }
  update()
  if (typeof ResizeObserver === 'undefined') return () => {}
  const observer = new ResizeObserver(update)
  observer.observe(el)
  if (el.firstElementChild) observer.observe(el.firstElementChild)
  return () => observer.disconnect()
}
