// Data only the server's render of a page uses: what its <StaticHtml> sections show. A page provides
// it with +onBeforeRender (`pageContext.staticData`); unlike +data it is not serialised into the
// HTML, since the browser never renders those sections (components/StaticHtml.tsx).
import { createContext, useContext } from 'react'

export const StaticDataContext = createContext<unknown>(undefined)

/** This page's static data: defined on the server, undefined in the browser. */
export const useStaticData = <S,>(): S | undefined => useContext(StaticDataContext) as S | undefined
