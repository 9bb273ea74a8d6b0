import { describe, expect, it } from 'vitest'
import { renderShell } from '#renderer/PageShell.tsx'
import { loadMenus } from '#lib/content/menus.ts'

describe('renderShell (one render per section and current link)', () => {
  const navHref = loadMenus()
    .senior.flatMap((e) => ('children' in e ? e.children.map((c) => c.href) : [e.href]))
    .find((h) => h.startsWith('/'))!

  it('marks the link of the page itself as the current page', () => {
    const [before] = renderShell(undefined, navHref)
    expect(before).toMatch(new RegExp(`href="${navHref}"[^>]*aria-current="page"`))
    expect(before.match(/aria-current="page"/g)).toHaveLength(1)
  })

  it('pages no link points at share one shell, with no current link', () => {
    const a = renderShell(undefined, '/SubGallery/album-1/')
    const b = renderShell(undefined, '/SubGallery/album-2/')
    expect(b).toBe(a)
    expect(a[0]).not.toContain('aria-current')
    expect(a[0]).toMatch(/<main id="main"[^>]*>$/)
    expect(a[1].startsWith('</main>')).toBe(true)
  })

  it('the kindergarten section has its own navigation', () => {
    const [k] = renderShell('kindergarten', '/SubGallery/album-1/')
    const [s] = renderShell(undefined, '/SubGallery/album-1/')
    expect(k).not.toBe(s)
    expect(k).toContain('is-kindergarten')
  })
})

describe("the footer's year", () => {
  it('is the year in Asia/Kolkata of the build clock, not of the machine’s zone (a UTC runner on 31 December evening)', () => {
    const now = new Date('2026-12-31T19:00:00Z')
    // The machine (vitest.config.ts runs in UTC) still sees 2026 at this moment; Kolkata is in 2027.
    expect(now.getFullYear()).toBe(2026)
    // React's text separators (<!-- -->) left out.
    const footerAt = (at: Date) => renderShell(undefined, '/SubGallery/album-1/', at)[1].replaceAll('<!-- -->', '')
    expect(footerAt(now)).toContain('© 2027 Nazareth Convent School')
    expect(footerAt(new Date('2026-12-31T18:00:00Z'))).toContain('© 2026 Nazareth Convent School')
  })
})
