// The album address on Cloudflare Pages (lib/host/albumAddress.ts, run by functions/SubGallery/):
// which requests it redirects, to where, and that nothing else starts a Function (_routes.json).
import { describe, expect, it, vi } from 'vitest'
import { ALBUM_ADDRESS_PATHS, albumPageFor, albumRedirect } from '#lib/host/albumAddress.ts'
import { SIGN_IN_PATHS } from '#lib/host/signIn/signIn.ts'
import { buildRoutesJson, formatRoutesJson } from '#scripts/postbuild/routesJson.ts'
import { onRequestGet } from '../../../functions/SubGallery/index.ts'

const at = (address: string) => new URL(address, 'https://school.example.org')

describe('which album a request names', () => {
  it('takes the id of /SubGallery?id= and /SubGallery/?id=', () => {
    expect(albumPageFor(at('/SubGallery?id=album-annual-day_2026'))).toBe('/SubGallery/album-annual-day_2026/')
    expect(albumPageFor(at('/SubGallery/?id=a1&utm_source=mail'))).toBe('/SubGallery/a1/')
  })

  it.each([
    ['no id', '/SubGallery'],
    ['an empty id', '/SubGallery?id='],
    ['a path in the id', '/SubGallery?id=a1/../../admin'],
    ['an encoded slash', '/SubGallery?id=a%2F..'],
    ['a dot segment', '/SubGallery?id=..'],
    ['an absolute address', '/SubGallery?id=https://evil.example'],
    ['a protocol-relative address', '/SubGallery?id=//evil.example'],
    ['a line break', '/SubGallery?id=a1%0D%0ALocation:%20x'],
    ['an id longer than any album id', `/SubGallery?id=${'a'.repeat(65)}`],
    ['another path', '/gallery?id=a1'],
    ["an album's own page", '/SubGallery/a1/?id=a1'],
  ])('names none for %s', (_, address) => {
    expect(albumPageFor(at(address))).toBeNull()
  })
})

describe('what the host answers', () => {
  it('redirects permanently to an album whose page exists, asking about that page only', async () => {
    const exists = vi.fn(async (p: string) => p === '/SubGallery/a1/')
    expect(await albumRedirect(at('/SubGallery?id=a1'), exists)).toEqual({ status: 301, location: '/SubGallery/a1/' })
    expect(exists.mock.calls).toEqual([['/SubGallery/a1/']])
  })

  it('leaves an unknown album, and an unsafe id, to the gallery page without asking the host', async () => {
    const exists = vi.fn(async () => false)
    expect(await albumRedirect(at('/SubGallery?id=gone'), exists)).toBeNull()
    const never = vi.fn(async () => true)
    expect(await albumRedirect(at('/SubGallery?id=../admin'), never)).toBeNull()
    expect(never).not.toHaveBeenCalled()
  })
})

describe('the Pages Function', () => {
  /** Cloudflare's context, with the deployed files as a set of page paths. */
  const context = (address: string, pages: string[]) => {
    const next = vi.fn(async () => new Response('gallery page', { status: 200 }))
    const fetch = vi.fn(async (input: URL | Request | string) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname
      return new Response(null, { status: pages.includes(path) ? 200 : 404 })
    })
    return { request: new Request(at(address)), env: { ASSETS: { fetch } }, next }
  }

  it('answers 301 with the album page as Location', async () => {
    const res = await onRequestGet(context('/SubGallery?id=a1', ['/SubGallery/a1/']))
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/SubGallery/a1/')
  })

  it('passes an unknown album on to the static gallery page', async () => {
    const c = context('/SubGallery?id=a2', ['/SubGallery/a1/'])
    const res = await onRequestGet(c)
    expect(await res.text()).toBe('gallery page')
    expect(c.next).toHaveBeenCalledTimes(1)
  })
})

describe('_routes.json', () => {
  it('starts the Functions for the album address and the sign-in only, within Cloudflare limits', () => {
    const routes = buildRoutesJson()
    expect(routes).toEqual({ version: 1, include: [...ALBUM_ADDRESS_PATHS, ...SIGN_IN_PATHS], exclude: [] })
    expect(routes.include).toEqual(['/SubGallery', '/SubGallery/', '/admin/auth', '/admin/callback'])
    expect(routes.include.length + routes.exclude.length).toBeLessThanOrEqual(100)
    for (const rule of [...routes.include, ...routes.exclude]) {
      expect(rule.length).toBeLessThanOrEqual(100)
      expect(rule).not.toContain('*')
    }
    expect(JSON.parse(formatRoutesJson(routes))).toEqual(routes)
  })
})
