// https://vike.dev/pageContext#typescript
import type { ComponentType } from 'react'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType
      data?: unknown
    }
    interface Config {
      /** Title of the page; the school's name is appended by getPageTitle(). */
      title?: string
      description?: string
      section?: 'senior' | 'kindergarten'
    }
  }
}
export {}
