import { describe, expect, it } from 'vitest'
import { createElement as h } from 'react'
import { renderToString } from 'react-dom/server'
import { hoistResourceHints } from '#renderer/hoistResourceHints.ts'

describe('hoistResourceHints', () => {
  it("moves React's image preloads out of the page's HTML", () => {
    const html = renderToString(
      h(
        'div',
        { className: 'home' },
        h('img', { src: '/a.jpg', alt: '', width: 10, height: 10, fetchPriority: 'high' }),
        h('img', { src: '/b.jpg', alt: '', width: 10, height: 10 }),
      ),
    )
    expect(html.startsWith('<link')).toBe(true) // what React 19 does, and why this exists
    const { hints, html: rest } = hoistResourceHints(html)
    expect(hints).toContain('href="/a.jpg"')
    expect(hints).not.toContain('<div')
    expect(rest.startsWith('<div class="home">')).toBe(true)
    // The preload keeps the default priority; the <img> keeps its high one.
    expect(html.slice(0, html.indexOf('<div'))).toContain('fetchPriority="high"')
    expect(hints).not.toContain('fetchPriority')
    expect(hints + rest).toBe(html.replace(/(<link[^>]*) fetchPriority="high"/, '$1'))
    expect(rest).toContain('fetchPriority="high"')
  })

  it('leaves HTML without leading hints alone, and never takes a link from inside the page', () => {
    const html = '<div><link rel="preload" as="image" href="/x.jpg"/></div>'
    expect(hoistResourceHints(html)).toEqual({ hints: '', html })
    expect(hoistResourceHints('<link rel="stylesheet" href="/a.css"/><p>x</p>')).toEqual({
      hints: '',
      html: '<link rel="stylesheet" href="/a.css"/><p>x</p>',
    })
  })
})
