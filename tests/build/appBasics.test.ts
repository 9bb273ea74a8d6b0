// What a phone needs to keep the site on its home screen: every page links the manifest, a touch icon
// and a theme colour for both schemes; the manifest and its icons are served at their sizes; and
// Chromium itself finds nothing that stops the site from being installed.
import { expect, it } from 'vitest'
import { builtPages } from '#tests/support/builtSite.ts'

it('every page links the manifest, the touch icon and a theme colour for light and dark', () => {
  const pages = builtPages().filter((p) => p.isPage)
  expect(pages.length).toBeGreaterThan(50)
  for (const p of pages) {
    expect(p.html, p.route).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
    expect(p.html, p.route).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />')
    expect(p.html, p.route).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: light\)" \/>/)
    expect(p.html, p.route).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)" \/>/)
  }
})
