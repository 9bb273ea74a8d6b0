// The photos of the content pages (data/content/photos/*.json, files under public/images/) go through
// the same image step as the API's: a maintainer's real photo gets variants; a placeholder SVG does not.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { runImageStep } from '#scripts/images/run.ts'
import { contentPhotoUrls } from '#lib/content/photos.ts'
import { parseManifestFile } from '#lib/images/responsive.ts'
import type { BuildEnv } from '#lib/config/buildEnv.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'contentphotos-'))
const contentDir = path.join(root, 'data', 'content')

beforeAll(async () => {
  fs.mkdirSync(path.join(contentDir, 'photos'), { recursive: true })
  fs.writeFileSync(
    path.join(contentDir, 'photos', 'campus.json'),
    JSON.stringify({
      folder: 'campus',
      photos: [
        { name: 'gate', caption: 'The main gate' },
        { name: 'lawn', caption: 'The front lawn' },
      ],
    }),
  )
  const dir = path.join(root, 'public', 'images', 'campus')
  fs.mkdirSync(dir, { recursive: true })
  await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 80 })
    .toFile(path.join(dir, 'gate.jpg'))
  fs.writeFileSync(path.join(dir, 'lawn.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>')
}, 30_000)

const env = (): BuildEnv => ({
  apiBase: '',
  formToken: '',
  dataDir: path.join(root, 'no-snapshot'),
  contactFormEndpoint: '',
  careerFormEndpoint: '',
  alumniFormEndpoint: '',
  mediaBase: '',
  siteUrl: 'https://s.example',
  now: new Date('2026-06-15T00:00:00Z'),
})

describe('content page photos', () => {
  it('lists the real photos of every photo set, not the placeholder SVGs', () => {
    expect(contentPhotoUrls(root, contentDir)).toEqual(['/images/campus/gate.jpg'])
  })

  it('get WebP variants from the file under public/, with its real size, and no download', async () => {
    const summary = await runImageStep({ env: env(), outDir: path.join(root, 'dist'), root, contentDir, log: () => {} })
    expect(summary).toMatchObject({ sources: 1, downloaded: 0, encoded: 1, failed: 0 })
    const m = parseManifestFile(path.join(root, 'dist', 'image-manifest.json'))
    expect([...m.images.keys()]).toEqual(['/images/campus/gate.jpg'])
    expect(m.images.get('/images/campus/gate.jpg')).toMatchObject({ ok: true, width: 3000, height: 2000, widths: [400, 800, 1600] })
  }, 30_000)
})
