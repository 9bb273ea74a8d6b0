// Part of a hydrated page that has nothing for React to do (issue 8: the home page's hydration was
// its longest task). The server renders the children; the browser renders the same element with
// dangerouslySetInnerHTML, which Preact (and React) leave alone while hydrating, so the subtree is
// neither walked nor rebuilt. Its carousels and tickers are mounted by the vanilla mounters instead
// of their React effects. Children must not need state, effects or event handlers of their own.
import { createElement, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react'
import { initCarousels } from './carousel/mountCarousel.ts'
import { initTickers } from './carousel/mountTicker.ts'

interface StaticHtmlProps extends HTMLAttributes<HTMLElement> {
  as: 'div' | 'section' | 'nav' | 'aside'
  children: ReactNode
}

/** The same object every render, so a re-render never rewrites the server's HTML. */
const KEEP_SERVER_HTML = { __html: '' }

export function StaticHtml({ as, children, ...attrs }: StaticHtmlProps) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const mounted = [...initCarousels(el), ...initTickers(el)]
    return () => mounted.forEach((m) => m.destroy())
  }, [])
  if (typeof window === 'undefined') return createElement(as, { ...attrs, ref }, children)
  return createElement(as, { ...attrs, ref, dangerouslySetInnerHTML: KEEP_SERVER_HTML, suppressHydrationWarning: true })
}
