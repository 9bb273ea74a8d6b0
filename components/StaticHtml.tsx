// Part of a hydrated page that has nothing for React to do (the home page's hydration was
// its longest task). The server renders the children; the browser renders the same element with
// dangerouslySetInnerHTML, which Preact (and React) leave alone while hydrating, so the subtree is
// neither walked nor rebuilt. Its carousels and tickers are mounted by the vanilla mounters instead
// of their React effects. Children must not need state, effects or event handlers of their own.
// They are a function of the page's server-only static data (renderer/staticData.ts), called only on
// the server, so what they show is not serialised into the page's HTML a second time.
import { createElement, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react'
import { useStaticData } from '../renderer/staticData.ts'
import { initCarousels } from './carousel/mountCarousel.ts'
import { initTickers } from './carousel/mountTicker.ts'

interface StaticHtmlProps<S> extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  as: 'div' | 'section' | 'nav' | 'aside'
  children: (staticData: S) => ReactNode
}

/** The same object every render, so a re-render never rewrites the server's HTML. */
const KEEP_SERVER_HTML = { __html: '' }

export function StaticHtml<S>({ as, children, ...attrs }: StaticHtmlProps<S>) {
  const ref = useRef<HTMLElement>(null)
  const staticData = useStaticData<S>()
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const mounted = [...initCarousels(el), ...initTickers(el)]
    return () => mounted.forEach((m) => m.destroy())
  }, [])
  if (typeof window === 'undefined') {
    if (staticData === undefined) throw new Error('StaticHtml: the page has no staticData (return it from its +onBeforeRender)')
    // eslint-disable-next-line react-hooks/refs -- the ref object is handed to the element, not read
    return createElement(as, { ...attrs, ref }, children(staticData))
  }
  // eslint-disable-next-line react-hooks/refs -- the ref object is handed to the element, not read
  return createElement(as, { ...attrs, ref, dangerouslySetInnerHTML: KEEP_SERVER_HTML, suppressHydrationWarning: true })
}
