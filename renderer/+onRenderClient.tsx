// https://vike.dev/onRenderClient — only pages with `clientHooks: true` load this.
import { hydrateRoot } from 'react-dom/client'
import type { OnRenderClientAsync } from 'vike/types'
import { captureEarlyInput } from '../lib/forms/earlyInput.ts'
import { HydrationMark } from './HydrationMark.tsx'
import { PageDataContext } from './usePageData.ts'

export const onRenderClient: OnRenderClientAsync = async (pageContext) => {
  const { Page, data } = pageContext
  const root = document.getElementById('page-root')
  if (!root) throw new Error('#page-root is missing from the prerendered HTML')
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
