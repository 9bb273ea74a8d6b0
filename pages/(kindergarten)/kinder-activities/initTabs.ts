// Stand-in for issue 3's components/content/initTabs.ts (same markup contract, WAI-ARIA APG tabs with
// automatic activation) until that module is on main; then +client.ts imports it and this file goes.
function enhance(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>(':scope > .tabs__list')
  if (!list || root.classList.contains('is-enhanced')) return
  const tabs = Array.from(list.querySelectorAll<HTMLButtonElement>(':scope > button[data-tab-for]'))
  const panels = tabs.map((t) => document.getElementById(t.dataset['tabFor'] ?? ''))
  if (tabs.length === 0 || panels.some((p) => !p)) return
  list.setAttribute('role', 'tablist')
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
      tab.setAttribute('aria-selected', String(i === index))
      tab.tabIndex = i === index ? 0 : -1
      panels[i]!.hidden = i !== index
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

export function initTabs(root: ParentNode = document): void {
  root.querySelectorAll<HTMLElement>('[data-tabs]').forEach(enhance)
}
