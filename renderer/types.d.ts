// https://vike.dev/pageContext#typescript
import type { ComponentType } from 'react'
import type { ShareAsset } from '#lib/seo/shareImage.ts'

declare global {
  namespace Vike {
    interface PageContext {
      Page: ComponentType
      data?: unknown
      /** Set by renderer/+onRenderHtml.tsx: the file the page's og:image names, which the build makes. */
      shareAsset?: ShareAsset
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
