// Server-rendered tab set; components/content/tabs.island.ts turns it into ARIA tabs in the browser.
import type { ReactNode } from 'react'

export interface TabSpec {
  id: string
  label: string
  content: ReactNode
}

interface TabsProps {
  tabs: TabSpec[]
  /** Accessible name of the tab list. */
  label: string
  /** Heading level of each panel's heading (shown when JavaScript is off). */
  headingLevel: 2 | 3
  variant?: 'pills'
}

export function Tabs({ tabs, label, headingLevel, variant }: TabsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className={`tabs${variant ? ` tabs--${variant}` : ''}`} data-tabs data-island="tabs">
      {/* aria-label is valid only with the tablist role, which the tabs island adds (a labelled plain div is an HTML error). */}
      <div className="tabs__list" data-tabs-label={label}>
        {tabs.map((t) => (
          <button key={t.id} type="button" className="tabs__tab" data-tab-for={t.id}>
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <section key={t.id} id={t.id} className="tabs__panel" aria-labelledby={`${t.id}-heading`}>
          <Heading id={`${t.id}-heading`} className="tabs__panel-heading">
            {t.label}
          </Heading>
          {t.content}
        </section>
      ))}
    </div>
  )
}
