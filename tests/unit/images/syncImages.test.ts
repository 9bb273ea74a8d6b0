import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { syncImages } from '../../../scripts/sync/images.ts'

it('sync --images downloads each album photo once into .cache/images, keyed by the encoded path', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'syncimg-'))
  const dataDir = path.join(root, 'data')
  fs.mkdirSync(dataDir)
  const album = { _id: 'a1', title: 'A', description: '', date: '2026-01-01T00:00:00.000Z', category: 'PhotoGallery', school: 'Senior' }
  fs.writeFileSync(path.join(dataDir, 'gallery.json'), JSON.stringify([{ ...album, attachments: ['x/one.jpg', 'x/two words.jpg', 'x/bad.jpg', '../../escape.jpg'] }]))
  const asked: string[] = []
  const fakeFetch = (async (url: string) => {
    asked.push(url)
    if (url.endsWith('bad.jpg')) return new Response('nope', { status: 500 })
    return new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } })
  }) as unknown as typeof fetch
  const first = await syncImages({ apiBase: 'https://api.example.org', dataDir, root, fetch: fakeFetch })
  expect(first).toEqual({ wanted: 4, downloaded: 3, cached: 0, failed: 1 })
  expect(asked.sort()).toEqual([
    'https://api.example.org/api/image/escape.jpg',
    'https://api.example.org/api/image/x/bad.jpg',
    'https://api.example.org/api/image/x/one.jpg',
    'https://api.example.org/api/image/x/two%20words.jpg',
  ])
  expect(fs.existsSync(path.join(root, '.cache/images/api.example.org/x/two%20words.jpg'))).toBe(true)
  const again = await syncImages({ apiBase: 'https://api.example.org', dataDir, root, fetch: fakeFetch })
  expect(again).toEqual({ wanted: 4, downloaded: 0, cached: 3, failed: 1 })
})
