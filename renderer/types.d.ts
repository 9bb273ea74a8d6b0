// https://vike.dev/pageContext#typescript
import type { ComponentType } from 'react'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType
      data?: unknown
      /** Server-only data for the page's StaticHtml sections (renderer/staticData.ts). */
      staticData?: unknown
    }
    interface Config {
      /** Title of the page; the school's name is appended by getPageTitle(). */
      title?: string
      description?: string
      section?: 'senior' | 'kindergarten'
      /** Hydrated in the browser by the page's +client.ts (renderer/hydrateIsland.tsx). */
      island?: boolean
    }
  }
}
export {}
