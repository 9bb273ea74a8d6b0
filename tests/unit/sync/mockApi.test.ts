// The mock API's own behaviour that the sync, page and form tests rely on.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockApi, type MockApi } from '#scripts/mock-api/server.ts'

let api: MockApi
let root: string
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-mock-'))
  fs.mkdirSync(path.join(root, 'api'))
  fs.mkdirSync(path.join(root, 'img/gallery'), { recursive: true })
  fs.writeFileSync(path.join(root, 'api/gallery.json'), '{"data":[{"_id":"g1","title":"A"}]}')
  fs.writeFileSync(path.join(root, 'img/gallery/a.png'), 'PNGBYTES')
  api = await startMockApi({ fixtureDir: path.join(root, 'api'), imageDir: path.join(root, 'img') })
})
afterAll(async () => {
  await api.close()
  fs.rmSync(root, { recursive: true, force: true })
})

describe('mock API', () => {
  it('serves list fixtures as they are, and [] for a missing one', async () => {
    expect(await (await fetch(`${api.url}/api/gallery/all/NCSR`)).text()).toBe('{"data":[{"_id":"g1","title":"A"}]}')
    expect(await (await fetch(`${api.url}/api/news/NCSR`)).json()).toEqual([])
  })
  it('serves one album by id, from a list under data too', async () => {
    expect(await (await fetch(`${api.url}/api/subGallery?id=g1`)).json()).toEqual({ _id: 'g1', title: 'A' })
    expect((await fetch(`${api.url}/api/subGallery?id=nope`)).status).toBe(404)
  })
  it('serves real image bytes from the image folder, never outside it', async () => {
    const res = await fetch(`${api.url}/api/image/gallery/a.png`)
    expect([res.headers.get('content-type'), await res.text()]).toEqual(['image/png', 'PNGBYTES'])
    const outside = await fetch(`${api.url}/api/image/..%2Fapi%2Fgallery.json`)
    expect(outside.headers.get('content-type')).toBe('image/jpeg')
  })
  it('answers CORS preflights and records posts', async () => {
    const pre = await fetch(`${api.url}/api/form/NCSR/Admission`, { method: 'OPTIONS' })
    expect([pre.status, pre.headers.get('access-control-allow-origin')]).toEqual([204, '*'])
    await fetch(`${api.url}/api/tc/NCSR`, { method: 'POST', body: '{"name":"A","admission":"1"}', headers: { authorization: 'Bearer t' } })
    const received = (await (await fetch(`${api.url}/__mock/received`)).json()) as { path: string; body: string }[]
    expect(received.at(-1)).toMatchObject({ path: '/api/tc/NCSR', body: '{"name":"A","admission":"1"}' })
  })
  it('injects faults through /__mock/fault: status with headers, times, truncation', async () => {
    await fetch(`${api.url}/__mock/fault`, {
      method: 'POST',
      body: JSON.stringify({ path: '/api/news/NCSR', status: 429, headers: { 'retry-after': '2' }, times: 1 }),
    })
    const limited = await fetch(`${api.url}/api/news/NCSR`)
    expect([limited.status, limited.headers.get('retry-after')]).toEqual([429, '2'])
    expect((await fetch(`${api.url}/api/news/NCSR`)).status).toBe(200)
    // A fault with a marker meets only the request whose body holds it (parallel tests share the mock).
    api.setFault({ path: '/api/tc/NCSR', status: 500, times: 1, bodyIncludes: 'marker-b' })
    const post = (name: string) => fetch(`${api.url}/api/tc/NCSR`, { method: 'POST', body: JSON.stringify({ name }) })
    expect((await post('marker-a')).status).toBe(200)
    expect((await post('marker-b')).status).toBe(500)
    expect((await post('marker-b')).status).toBe(200)
    api.setFault({ path: '/api/gallery/all/NCSR', truncate: true })
    await expect(fetch(`${api.url}/api/gallery/all/NCSR`).then((r) => r.text())).rejects.toThrow()
    api.reset()
  })
  it('answers a malformed fault with 400 and the reason, and goes on serving', async () => {
    const post = (body: string) => fetch(`${api.url}/__mock/fault`, { method: 'POST', body })
    const notJson = await post('{"path": "/api/news/NCSR",')
    expect(notJson.status).toBe(400)
    expect(((await notJson.json()) as { message: string }).message).toMatch(/^the fault is not JSON: /)
    const wrong = await post(JSON.stringify({ path: '/api/news/NCSR', status: '500', stauts: 500 }))
    expect(wrong.status).toBe(400)
    const { message } = (await wrong.json()) as { message: string }
    expect(message).toContain('status: Invalid input: expected number, received string')
    expect(message).toContain('stauts')
    // Nothing was injected, and the server still answers.
    expect((await fetch(`${api.url}/api/news/NCSR`)).status).toBe(200)
  })
})

describe('mock API with tokens, checked as the real API should (SECURITY.md "Tokens")', () => {
  const tokens = { sync: 'sync-secret-1234', form: 'form-public-5678' }
  let checked: MockApi
  beforeAll(async () => {
    checked = await startMockApi({ fixtureDir: path.join(root, 'api'), imageDir: path.join(root, 'img'), tokens })
  })
  afterAll(() => checked.close())
  const status = async (method: 'GET' | 'POST', p: string, token?: string) =>
    (await fetch(`${checked.url}${p}`, { method, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) })).status

  it('answers the endpoints that need authorisation only with the sync token', async () => {
    expect(await status('GET', '/api/topper/NCSR', tokens.sync)).toBe(200)
    expect(await status('GET', '/api/topper/NCSR', tokens.form)).toBe(401)
    expect(await status('GET', '/api/topper/NCSR')).toBe(401)
    // The public lists need no token.
    expect(await status('GET', '/api/news/NCSR')).toBe(200)
  })
  it('answers the admission enquiry and the TC lookup only with the form token', async () => {
    for (const p of ['/api/form/NCSR/Admission', '/api/tc/NCSR']) {
      expect(await status('POST', p, tokens.form), p).toBe(200)
      expect(await status('POST', p, tokens.sync), p).toBe(401)
      expect(await status('POST', p), p).toBe(401)
    }
  })
})
