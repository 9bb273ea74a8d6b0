// The cache's originals (scripts/images/originals.ts): each downloaded once per URL.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { fetchLimits } from '#scripts/images/fetchOriginal.ts'
import { cachedOriginal, dropOriginal, originalFile } from '#scripts/images/originals.ts'

const limits = fetchLimits({ apiBase: 'https://api.example', mediaBase: '' })
const counting = () => {
  const asked: string[] = []
  const fetch = (async (url: string | URL | Request) => {
    asked.push(String(url))
    return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/jpeg' } })
  }) as typeof globalThis.fetch
  return { asked, fetch }
}

describe('cachedOriginal', () => {
  it('downloads an original once, under the sha1 of its URL, and takes it from the cache after', async () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-originals-'))
    const { asked, fetch } = counting()
    const url = 'https://api.example/api/image/a.jpg'
    expect(await cachedOriginal(url, cache, limits, fetch)).toEqual({ file: originalFile(cache, url), fetched: true })
    expect(path.basename(originalFile(cache, url))).toMatch(/^[0-9a-f]{40}$/)
    expect(await cachedOriginal(url, cache, limits, fetch)).toEqual({ file: originalFile(cache, url), fetched: false })
    expect(asked).toEqual([url])
    // dropped (its bytes could not be decoded): the next run fetches it again
    dropOriginal(originalFile(cache, url))
    expect((await cachedOriginal(url, cache, limits, fetch)).fetched).toBe(true)
  })
})

describe('fetchLimits', () => {
  it('is 30 s and 40 MB a download, with redirects only between the API and the media host', () => {
    expect(fetchLimits({ apiBase: 'https://api.example', mediaBase: 'https://media.example' })).toEqual({
      timeoutMs: 30_000,
      maxBytes: 40 * 1024 * 1024,
      redirectOrigins: ['https://api.example', 'https://media.example'],
    })
    expect(fetchLimits({ apiBase: 'https://api.example', mediaBase: '' }, { timeoutMs: 2_000 }).timeoutMs).toBe(2_000)
  })
})
