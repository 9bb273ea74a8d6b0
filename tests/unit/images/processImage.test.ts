// One job of the image step (scripts/images/processImage.ts): never throws; a fault is its outcome.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { fetchLimits, ImageFault } from '#scripts/images/fetchOriginal.ts'
import { originalFile } from '#scripts/images/originals.ts'
import { faultOf, processImage, type JobContext } from '#scripts/images/processImage.ts'

const context = (fetch?: typeof globalThis.fetch): JobContext => ({
  cache: fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-job-')),
  roles: { pages: new Set(), leads: new Set() },
  limits: fetchLimits({ apiBase: 'https://api.example', mediaBase: '' }),
  fetch,
})
const answering = (body: string, type = 'image/jpeg') =>
  (async () => new Response(body, { headers: { 'content-type': type } })) as unknown as typeof globalThis.fetch

describe('processImage', () => {
  it("encodes a local file's variants once, then takes them from the cache", async () => {
    const ctx = context()
    const file = path.join(ctx.cache, 'hall.png')
    await sharp({ create: { width: 600, height: 450, channels: 3, background: '#357' } })
      .png()
      .toFile(file)
    const job = { url: '/images/campus/hall.png', work: 'local' as const, file }
    expect(await processImage(job, ctx)).toMatchObject({
      via: 'encoded',
      fetched: false,
      entry: { ok: true, width: 600, height: 450, widths: [400, 600] },
    })
    expect(await processImage(job, ctx)).toMatchObject({ via: 'cache', fetched: false })
  }, 30_000)

  it('drops a downloaded original that cannot be decoded, and says it was downloaded', async () => {
    const ctx = context(answering('not a JPEG at all'))
    const url = 'https://api.example/api/image/broken.jpg'
    const outcome = await processImage({ url, work: 'download' }, ctx)
    expect(outcome).toMatchObject({ url, fault: { kind: 'undecodable' }, fetched: true })
    expect(fs.existsSync(originalFile(ctx.cache, url))).toBe(false)
  })

  it('turns a refused download into its fault, with nothing kept', async () => {
    const ctx = context(answering('<h1>Error</h1>', 'text/html'))
    const url = 'https://api.example/api/image/page.jpg'
    expect(await processImage({ url, work: 'download' }, ctx)).toEqual({
      url,
      fault: { kind: 'not-image', message: 'content-type text/html' },
      fetched: false,
    })
    expect(fs.existsSync(originalFile(ctx.cache, url))).toBe(false)
  })
})

describe('faultOf', () => {
  it("is an ImageFault's reason, or `error` for anything else", () => {
    expect(faultOf(new ImageFault('timeout', 'no answer in 30000 ms'))).toEqual({ kind: 'timeout', message: 'no answer in 30000 ms' })
    expect(faultOf(new Error('EACCES'))).toEqual({ kind: 'error', message: 'EACCES' })
  })
})
