// The named islands (docs/architecture.md "The page model"): one file per island, named as its
// data-island attribute, and the server side of a component island.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { island, type IslandComponent } from '#renderer/island.tsx'
import { islandNameOf } from '#renderer/mountIslands.ts'

const modules = import.meta.glob<{ default?: IslandComponent<object>; mount?: unknown }>('../../../islands/*.{ts,tsx}', { eager: true })

describe('the islands folder', () => {
  it('holds the islands the site uses', () => {
    const names = Object.keys(modules).map(islandNameOf)
    expect(names).toEqual(
      expect.arrayContaining([
        'carousel',
        'ticker',
        'tabs',
        'lightbox',
        'go-back',
        'contact-form',
        'news-listing',
        'flip-book',
        'search-box',
      ]),
    )
  })
  it.each(Object.entries(modules))('%s is a component named for its file (.tsx) or a behaviour with mount() (.ts)', (file, mod) => {
    if (file.endsWith('.tsx')) expect(mod.default?.island.name).toBe(islandNameOf(file))
    else expect(typeof mod.mount).toBe('function')
  })
})

describe('island()', () => {
  const Greeting = ({ name }: { name: string }) => createElement('p', null, 'Hello ', name)
  const Island = island('greeting', Greeting)

  it('renders the component in a wrapper named for the island, followed by its props', () => {
    const html = renderToString(createElement(Island, { name: 'Asha' }))
    expect(html).toMatch(
      /^<div class="island" data-island="greeting" data-island-hydrate=""><p>Hello <!-- -->Asha<\/p><\/div><script type="application\/json" data-island-props="">/,
    )
    const json = /data-island-props="">([\s\S]*)<\/script>$/.exec(html)?.[1]
    expect(JSON.parse(json!)).toEqual({ name: 'Asha' })
  })
  it('escapes props so that no text can end the data block', () => {
    const html = renderToString(createElement(Island, { name: '</script><script>alert(1)</script>' }))
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(JSON.parse(/data-island-props="">([\s\S]*)<\/script>$/.exec(html)![1]!)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
  it('keeps the component for the client entry to hydrate', () => {
    expect(Island.island).toEqual({ name: 'greeting', Component: Greeting })
  })
})
