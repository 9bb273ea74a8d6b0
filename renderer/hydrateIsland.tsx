// The browser side of a hydrated page (docs/decisions/0002-preact-in-the-browser.md). A page that needs React in the browser sets
// `island: true` in its +config.ts and has a two-line +client.ts calling hydrateIsland(Page).
// This replaces Vike's client runtime (onRenderClient through clientHooks), which cost every
// hydrated page 104 KB of script (17.7 KB gzipped) to do what these lines do: read the page's data,
// keep what the visitor already typed, and hydrate #page-root. The shell around it stays static HTML.
import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { captureEarlyInput } from '../lib/forms/earlyInput.ts'
import { HydrationMark } from './HydrationMark.tsx'
import { PAGE_DATA_ID } from './pageDataScript.ts'
import { PageDataContext } from './usePageData.ts'

export function hydrateIsland(Page: ComponentType) {
  const root = document.getElementById('page-root')
  const dataBlock = document.getElementById(PAGE_DATA_ID)
  if (!root || !dataBlock) throw new Error('#page-root or #page-data is missing from the prerendered HTML')
  const data: unknown = JSON.parse(dataBlock.textContent ?? 'null')
  // Hydration runs as a task of its own, not in the one that evaluated the scripts: two shorter tasks
  // instead of one long one, so a tap in between is handled sooner.
  setTimeout(() => hydrate(root, data, Page), 0)
}

function hydrate(root: HTMLElement, data: unknown, Page: ComponentType) {
  // Text typed into a form before this script arrived (hydration would drop it): see the module.
  captureEarlyInput(root)
  hydrateRoot(
    root,
    <PageDataContext.Provider value={data}>
      <HydrationMark>
        <Page />
      </HydrationMark>
    </PageDataContext.Provider>,
  )
}
