// The named islands (docs/architecture.md "The page model"): every NAME.island.ts(x) under
// components/ is the code of data-island="NAME" (renderer/islandFiles.ts), and the server side of a
// component island.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { walk } from '#lib/files/walk.ts'
import { island, type IslandComponent } from '#renderer/island.tsx'
import { byIslandName, isIslandFile, islandNameOf } from '#renderer/islandFiles.ts'

// The same pattern as the client entry's loaders (renderer/mountIslands.ts).
const modules = import.meta.glob<{ default?: IslandComponent<object>; mount?: unknown }>('../../../components/**/*.island.{ts,tsx}', {
  eager: true,
})

describe('island files', () => {
  it('name an island by the file, in kebab case, with or without the extension', () => {
    expect(islandNameOf('../components/listings/NewsListing.island.tsx')).toBe('news-listing')
    expect(islandNameOf('components/listings/KidsGalleryListing.island.tsx')).toBe('kids-gallery-listing')
    expect(islandNameOf('components/content/goBack.island.ts')).toBe('go-back')
    expect(islandNameOf('carousel.island.ts')).toBe('carousel')
    expect(islandNameOf('TcForm.island')).toBe('tc-form')
  })
  it('are only files named *.island.ts(x)', () => {
    expect(isIslandFile('components/cards/NewsCard.tsx')).toBe(false)
    expect(isIslandFile('components/forms/island.ts')).toBe(false)
    expect(isIslandFile('components/forms/ContactForm.island.css')).toBe(false)
    expect(() => islandNameOf('components/cards/NewsCard.tsx')).toThrow(/not an island file/)
  })
  it('refuse two files with one name, whose code would depend on the order of a glob', () => {
    expect(() => byIslandName({ 'a/goBack.island.ts': 1, 'b/GoBack.island.tsx': 2 })).toThrow(/island "go-back" is both/)
  })
})

describe('the islands of the site', () => {
  it('are these, each in one file under components/', () => {
    expect(Object.keys(byIslandName(modules)).sort()).toEqual([
      'admission-enquiry',
      'album-lookup',
      'alumni-registration',
      'book-selection',
      'career-application',
      'carousel',
      'contact-form',
      'events-listing',
      'flip-book',
      'gallery-listing',
      'go-back',
      'home-toppers',
      'kids-gallery-listing',
      'lightbox',
      'news-listing',
      'notification-dialog',
      'scroll-region',
      'search-box',
      'share',
      'tabs',
      'tc-form',
      'testimonials',
      'ticker',
      'topper-listing',
      'video-listing',
    ])
  })
  it.each(Object.entries(modules))('%s is a component named for its file (.tsx) or a behaviour with mount() (.ts)', (file, mod) => {
    if (file.endsWith('.tsx')) expect(mod.default?.island.name).toBe(islandNameOf(file))
    else expect(typeof mod.mount).toBe('function')
  })
  it('live nowhere but components/, where the client entry looks for them', () => {
    const stray = ['pages', 'lib', 'renderer', 'scripts'].flatMap((dir) =>
      walk(dir)
        .filter((e) => isIslandFile(e.rel))
        .map((e) => `${dir}/${e.rel}`),
    )
    expect(stray).toEqual([])
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
