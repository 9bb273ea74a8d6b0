// ARIA tabs (WAI-ARIA APG "Tabs with automatic activation") over server-rendered panels.
// Markup: <div class="tabs" data-tabs><div class="tabs__list"><button data-tab-for="PANEL_ID">..</button>..</div>
//         <section class="tabs__panel" id="PANEL_ID"><h2 class="tabs__panel-heading">..</h2>..</section>..</div>
// Without JavaScript the button row stays hidden and every panel shows under its own heading.
// Tab sets may nest: each handles only its direct buttons and panels.

/** Turns one [data-tabs] set into ARIA tabs (the `tabs` island). Idempotent. */
export function mount(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>(':scope > .tabs__list')
  if (!list || root.classList.contains('is-enhanced')) return
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>(':scope > button[data-tab-for]'))
  const panels = tabs.map((t) => document.getElementById(t.dataset.tabFor ?? ''))
  if (tabs.length === 0 || panels.some((p) => !p)) return
  list.setAttribute('role', 'tablist')
  if (list.dataset.tabsLabel) list.setAttribute('aria-label', list.dataset.tabsLabel)
  tabs.forEach((tab, i) => {
    const panel = panels[i]!
    tab.id ||= `${panel.id}-tab`
    tab.setAttribute('role', 'tab')
    tab.setAttribute('aria-controls', panel.id)
    panel.setAttribute('role', 'tabpanel')
    panel.setAttribute('aria-labelledby', tab.id)
    panel.tabIndex = 0
  })

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index
      tab.setAttribute('aria-selected', String(selected))
      tab.tabIndex = selected ? 0 : -1
      panels[i]!.hidden = !selected
    })
    if (focus) tabs[index]!.focus()
  }

  tabs.forEach((tab, i) => {
    tab.addEventListener('click', () => select(i, false))
    tab.addEventListener('keydown', (e) => {
      const last = tabs.length - 1
      const next = { ArrowRight: i === last ? 0 : i + 1, ArrowLeft: i === 0 ? last : i - 1, Home: 0, End: last }[e.key]
      if (next === undefined) return
      e.preventDefault()
      select(next, true)
    })
  })
  root.classList.add('is-enhanced')
  select(0, false)
}
