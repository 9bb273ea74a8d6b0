// Redirects sync and the image step follow (scripts/lib/fetchWithinOrigins.ts): only within the API's
// and the media host's origins, a few hops at most; anything else fails like another fetch failure.
// Fake fetches answer from a table of addresses (no network).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchWithinOrigins, MAX_REDIRECTS, RedirectRefused } from '#scripts/lib/fetchWithinOrigins.ts'
import { fetchBody } from '#scripts/sync/fetchBody.ts'
import { fetchWithRetry } from '#scripts/sync/fetchWithRetry.ts'
import { EndpointFailure } from '#scripts/sync/errors.ts'
import { fetchHead, fetchOriginal, ImageFault } from '#scripts/images/fetchOriginal.ts'
import { runImageStep } from '#scripts/images/run.ts'
import type { BuildEnv } from '#lib/config/buildEnv.ts'

const API = 'https://api.school.example'
const MEDIA = 'https://media.school.example'

interface Call {
  url: string
  redirect: RequestRedirect | undefined
  authorization: string | null
}

/** A fetch answering each address from `routes` (a Response factory), 404 otherwise; records every call. */
function fakeFetch(routes: Record<string, () => Response>) {
  const calls: Call[] = []
  const fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, redirect: init.redirect, authorization: new Headers(init.headers).get('authorization') })
    return routes[url]?.() ?? new Response('not found', { status: 404 })
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}
const to =
  (location: string, status = 302) =>
  () =>
    new Response(null, { status, headers: { location } })
const json = (body: string) => () => new Response(body, { headers: { 'content-type': 'application/json' } })

describe('fetchWithinOrigins', () => {
  it("follows redirects by hand within the API's origin and the origins named, never letting fetch follow one", async () => {
    const { fetch, calls } = fakeFetch({
      [`${API}/a`]: to('/b', 301),
      [`${API}/b`]: to(`${MEDIA}/c`, 307),
      [`${MEDIA}/c`]: json('[1]'),
    })
    const res = await fetchWithinOrigins(fetch, `${API}/a`, {}, [MEDIA])
    expect(await res.text()).toBe('[1]')
    expect(calls.map((c) => [c.url, c.redirect])).toEqual([
      [`${API}/a`, 'manual'],
      [`${API}/b`, 'manual'],
      [`${MEDIA}/c`, 'manual'],
    ])
  })

  it.each([
    ['another host', 'https://evil.example/x', /to https:\/\/evil\.example, which is not/],
    ['another port of the same host', 'https://api.school.example:8443/x', /to https:\/\/api\.school\.example:8443/],
    ['plain http on the same host', 'http://api.school.example/x', /to http:\/\/api\.school\.example,/],
    ['a javascript: address', 'javascript:alert(1)', /to a javascript: address/],
    ['a protocol-relative address', '//evil.example/x', /to https:\/\/evil\.example/],
  ])('refuses a redirect to %s', async (_, location, message) => {
    const { fetch, calls } = fakeFetch({ [`${API}/a`]: to(location) })
    await expect(fetchWithinOrigins(fetch, `${API}/a`, {}, [MEDIA])).rejects.toThrow(message)
    expect(calls).toHaveLength(1)
  })

  it(`gives up after ${MAX_REDIRECTS} hops, even within the API`, async () => {
    const { fetch, calls } = fakeFetch({ [`${API}/loop`]: to('/loop') })
    await expect(fetchWithinOrigins(fetch, `${API}/loop`)).rejects.toThrow(RedirectRefused)
    expect(calls).toHaveLength(MAX_REDIRECTS + 1)
  })

  it('sends Authorization only to the origin first asked', async () => {
    const { fetch, calls } = fakeFetch({ [`${API}/a`]: to(`${MEDIA}/b`), [`${MEDIA}/b`]: json('[]') })
    await fetchWithinOrigins(fetch, `${API}/a`, { headers: { authorization: 'Bearer sync-secret' } }, [MEDIA])
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer sync-secret', null])
  })

  it('returns a 3xx without Location, and every other answer, as it is', async () => {
    const { fetch } = fakeFetch({ [`${API}/a`]: () => new Response(null, { status: 304 }) })
    expect((await fetchWithinOrigins(fetch, `${API}/a`)).status).toBe(304)
  })
})

describe('sync follows redirects only within the API', () => {
  const retry = {
    headers: { authorization: 'Bearer sync-secret' },
    timeoutMs: 1000,
    retries: 3,
    backoffMs: 1,
    retryAfterCapMs: 1,
    maxBytes: 1000,
  }
  const deps = (fetch: typeof globalThis.fetch) => ({ fetch, sleep: async () => {}, now: () => 0 })

  it('reads a list the API moved within its own origin', async () => {
    const { fetch } = fakeFetch({ [`${API}/api/topper/NCSR`]: to(`${API}/v2/topper/NCSR`, 308), [`${API}/v2/topper/NCSR`]: json('[]') })
    expect(await fetchBody(fetch, `${API}/api/topper/NCSR`, retry.headers, 1000, 1000)).toMatchObject({ status: 200, text: '[]' })
  })

  it('fails the endpoint, without retrying and without sending the token on, when redirected to another host', async () => {
    const { fetch, calls } = fakeFetch({ [`${API}/api/topper/NCSR`]: to('https://evil.example/steal') })
    const failure = fetchWithRetry(`${API}/api/topper/NCSR`, deps(fetch), retry)
    await expect(failure).rejects.toThrow(EndpointFailure)
    await expect(failure).rejects.toThrow('redirected (HTTP 302) to https://evil.example, which is not')
    expect(calls.map((c) => c.url)).toEqual([`${API}/api/topper/NCSR`])
  })

  it("does not follow the API to the media host either (sync's token is for the API alone)", async () => {
    const { fetch } = fakeFetch({ [`${API}/api/topper/NCSR`]: to(`${MEDIA}/x`) })
    await expect(fetchBody(fetch, `${API}/api/topper/NCSR`, {}, 1000, 1000)).rejects.toThrow(/to https:\/\/media\.school\.example/)
  })
})

describe('the image step follows redirects only between the API and the media host', () => {
  let jpeg: Buffer
  let root: string
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8aa4c8' } })
      .jpeg()
      .toBuffer()
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-redirects-'))
  })
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))
  const image = () => () => new Response(new Uint8Array(jpeg), { headers: { 'content-type': 'image/jpeg' } })
  const limits = { timeoutMs: 1000, maxBytes: 1_000_000, redirectOrigins: [API, MEDIA] }

  it('downloads an original the API redirects to the media host', async () => {
    const { fetch } = fakeFetch({ [`${API}/api/image/a.jpg`]: to(`${MEDIA}/public/a.jpg`), [`${MEDIA}/public/a.jpg`]: image() })
    const file = path.join(root, 'a')
    await fetchOriginal(`${API}/api/image/a.jpg`, file, limits, fetch)
    expect(fs.readFileSync(file).equals(jpeg)).toBe(true)
  })

  it("fails an original or a header read redirected elsewhere as 'redirect', writing nothing", async () => {
    const { fetch, calls } = fakeFetch({ [`${API}/api/image/b.jpg`]: to('https://evil.example/b.jpg') })
    const file = path.join(root, 'b')
    const failure = fetchOriginal(`${API}/api/image/b.jpg`, file, limits, fetch)
    await expect(failure).rejects.toBeInstanceOf(ImageFault)
    await expect(failure).rejects.toMatchObject({ reason: 'redirect' })
    await expect(fetchHead(`${API}/api/image/b.jpg`, limits, fetch)).rejects.toMatchObject({ reason: 'redirect' })
    expect(fs.existsSync(file)).toBe(false)
    expect(calls.map((c) => c.url)).not.toContain('https://evil.example/b.jpg')
  })

  it("counts such an image among the step's failures and builds on, the API's and MEDIA_BASE's origins allowed", async () => {
    const dataDir = path.join(root, 'data')
    fs.mkdirSync(dataDir, { recursive: true })
    const album = { _id: 'a1', title: 'A', date: '2026-01-01T00:00:00.000Z', category: 'PhotoGallery', school: 'Senior' }
    fs.writeFileSync(path.join(dataDir, 'gallery.json'), JSON.stringify([{ ...album, attachments: ['moved.jpg', 'stolen.jpg'] }]))
    const { fetch } = fakeFetch({
      [`${API}/api/image/moved.jpg`]: to(`${MEDIA}/public/moved.jpg`),
      [`${MEDIA}/public/moved.jpg`]: image(),
      [`${API}/api/image/stolen.jpg`]: to('https://evil.example/stolen.jpg'),
    })
    const env: BuildEnv = {
      apiBase: API,
      formToken: '',
      dataDir,
      contactFormEndpoint: '',
      careerFormEndpoint: '',
      alumniFormEndpoint: '',
      mediaBase: MEDIA,
      siteUrl: 'https://s.example',
      now: new Date('2026-06-15T00:00:00Z'),
    }
    const s = await runImageStep({ env, outDir: path.join(root, 'dist'), root, cacheDir: path.join(root, 'cache'), fetch, log: () => {} })
    // (MEDIA_BASE also brings the magazines' pages of data/content/, which this fetch answers 404.)
    expect(s.faults.redirect).toBe(1)
    expect(s.manifest.images.get(`${API}/api/image/moved.jpg`)).toMatchObject({ ok: true, width: 64, height: 48 })
    expect(s.manifest.images.get(`${API}/api/image/stolen.jpg`)).toEqual({ ok: false, reason: 'redirect' })
  })
})
