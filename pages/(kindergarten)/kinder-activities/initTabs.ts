// Progressive ARIA tabs (WAI-ARIA APG "Tabs"): the server renders links to sections; this adds the
// roles, states, arrow-key movement and hides the unselected panels. Vanilla, no dependencies.
// Markup: [data-tabs] > .tabs__list > li > a.tabs__tab[href="#panel-id"], and section.tabs__panel#panel-id.

export function initTabs(root: ParentNode = document): void {
  for (const box of root.querySelectorAll<HTMLElement>('[data-tabs]')) setUp(box)
}

function setUp(box: HTMLElement) {
  const list = box.querySelector<HTMLElement>('.tabs__list')
  const tabs = [...box.querySelectorAll<HTMLAnchorElement>('.tabs__tab')]
  const panels = tabs.map((t) => box.querySelector<HTMLElement>(t.hash))
  if (!list || tabs.length === 0 || panels.some((p) => !p)) return
  list.setAttribute('role', 'tablist')
  tabs.forEach((tab, i) => {
    const panel = panels[i]!
    tab.parentElement?.setAttribute('role', 'presentation')
    tab.setAttribute('role', 'tab')
    tab.setAttribute('aria-controls', panel.id)
    panel.setAttribute('role', 'tabpanel')
    panel.setAttribute('aria-labelledby', tab.id)
    panel.tabIndex = 0
    tab.addEventListener('click', (e) => {
      e.preventDefault()
      select(i)
    })
    tab.addEventListener('keydown', (e) => {
      const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key]
      if (next === undefined) return
      e.preventDefault()
      const j = (next + tabs.length) % tabs.length
      select(j)
      tabs[j]!.focus()
    })
  })
  function select(index: number) {
    tabs.forEach((tab, i) => {
      const on = i === index
      tab.setAttribute('aria-selected', String(on))
      tab.tabIndex = on ? 0 : -1
      panels[i]!.hidden = !on
    })
  }
  const fromHash = tabs.findIndex((t) => t.hash === location.hash)
  select(fromHash >= 0 ? fromHash : 0)
  box.classList.add('tabs--enhanced')
}
