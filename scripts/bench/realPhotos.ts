// Camera-sized media for the real-media bench, generated with sharp (no binary in git): 4032x3024
// JPEGs (a quarter portrait) with texture at every scale plus grain, so that an 800 px WebP at
// quality 75 weighs about 120-150 KB (a detailed real photo weighs about half that), one of its own
// for every photo the API serves, as a school's uploads are; and A4 scans (2480x3508, 300 dpi) of
// text-like lines around a photo. Made once into folders under .bench/ and reused by later runs.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Sharp } from 'sharp'
import { seededRandom } from '../lib/seededRandom.ts'

/** Bumped when the generator changes, so a cached set is made again. */
const GENERATOR_VERSION = 'real-photos-v2'
const W = 4032
const H = 3024
const A4 = { width: 2480, height: 3508 }

type SharpFn = (input?: Buffer, options?: import('sharp').SharpOptions) => Sharp

/**
 * A grey texture of value noise summed over octaves (detail at every scale, as in a real scene:
 * foliage, fabric, gravel) plus per-pixel grain. Side x side, so both orientations can be cut from it.
 */
async function texture(sharp: SharpFn, side: number, seed: number): Promise<Buffer> {
  const rnd = seededRandom(seed)
  // Amplitude of the octaves at 1/2, 1/4, 1/8, 1/16 and 1/32 of full size: the 1/4 and 1/8 ones
  // are what an 800 px variant still shows, so they carry most of the energy.
  const amps = [50, 150, 140, 80, 30]
  const acc = new Float32Array(side * side)
  for (let o = 0; o < amps.length; o++) {
    const s = Math.ceil(side / 2 ** (o + 1))
    const n = Buffer.alloc(s * s)
    for (let i = 0; i < n.length; i++) n[i] = rnd() * 255
    const up = await sharp(n, { raw: { width: s, height: s, channels: 1 } })
      .resize(side, side, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer()
    const a = amps[o]! / 255
    for (let p = 0; p < up.length; p++) acc[p]! += (up[p]! - 127.5) * a
  }
  const out = Buffer.alloc(side * side)
  for (let i = 0; i < out.length; i++) {
    const v = 128 + acc[i]! + (rnd() - 0.5) * 20
    out[i] = v < 0 ? 0 : v > 255 ? 255 : v
  }
  return out
}

/**
 * One photo: a coarse random colour field (the scene's masses) with the texture cut at a random
 * place; `turn` mirrors it (bit 1: top to bottom, bit 2: left to right).
 */
async function photo(sharp: SharpFn, tex: Buffer, side: number, width: number, height: number, seed: number, turn = 0): Promise<Buffer> {
  const rnd = seededRandom(seed)
  const fw = 32
  const fh = Math.round((fw * height) / width)
  const f = Buffer.alloc(fw * fh * 3)
  for (let i = 0; i < f.length; i++) f[i] = 40 + rnd() * 180
  const field = await sharp(f, { raw: { width: fw, height: fh, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer()
  const ox = Math.floor(rnd() * (side - width))
  const oy = Math.floor(rnd() * (side - height))
  for (let y = 0; y < height; y++) {
    const row = (y + oy) * side + ox
    for (let x = 0; x < width; x++) {
      const d = tex[row + x]! - 128
      const i = (y * width + x) * 3
      for (let c = 0; c < 3; c++) {
        const v = field[i + c]! + d
        field[i + c] = v < 0 ? 0 : v > 255 ? 255 : v
      }
    }
  }
  return sharp(field, { raw: { width, height, channels: 3 } })
    .flip((turn & 1) !== 0)
    .flop((turn & 2) !== 0)
    .jpeg({ quality: 88 })
    .toBuffer()
}

/** An A4 page scan: off-white paper with grain, lines of dark word blocks, one photo on the page. */
async function scan(sharp: SharpFn, picture: Buffer, seed: number): Promise<Buffer> {
  const rnd = seededRandom(seed)
  const { width, height } = A4
  const px = Buffer.alloc(width * height * 3)
  for (let i = 0; i < px.length; i += 3) {
    const g = 236 + (rnd() - 0.5) * 24
    px[i] = g
    px[i + 1] = g - 4
    px[i + 2] = g - 12
  }
  const photoTop = 300 + Math.floor(rnd() * 1400)
  const photoH = 1000
  for (let line = 240; line < height - 240; line += 64) {
    if (line > photoTop - 80 && line < photoTop + photoH + 40) continue
    for (let x = 200; x < width - 200;) {
      const word = 30 + Math.floor(rnd() * 160)
      for (let y = line; y < line + 34; y++) {
        for (let xx = x; xx < Math.min(x + word, width - 200); xx++) {
          if (rnd() < 0.55) {
            const i = (y * width + xx) * 3
            const ink = 30 + rnd() * 60
            px[i] = ink
            px[i + 1] = ink
            px[i + 2] = ink
          }
        }
      }
      x += word + 28
    }
  }
  const pic = await sharp(picture)
    .resize(width - 400, photoH, { fit: 'cover' })
    .raw()
    .toBuffer()
  for (let y = 0; y < photoH; y++) pic.copy(px, ((photoTop + y) * width + 200) * 3, y * (width - 400) * 3, (y + 1) * (width - 400) * 3)
  return sharp(px, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** Whether the API's photo at this path is portrait (3024x4032): a quarter of them, by a hash of the path. */
export const isPortrait = (pathname: string) => crypto.createHash('sha1').update(pathname).digest().readUInt32BE(0) % 4 === 0

/** Textures the photos are cut from: each photo takes one, a place in it, a mirroring and its own colours. */
const TEXTURES = 4
const SCANS = 6

const fileFor = (dir: string, key: string) =>
  path.join(dir, `${crypto.createHash('sha1').update(`${GENERATOR_VERSION}\n${key}`).digest('hex').slice(0, 20)}.jpg`)

/**
 * A photo of its own for each API path (about 4.7 MB and 1 s a photo here), and six page scans:
 * made once into dir and reused by later runs. Photos that repeat a few dozen pictures under other
 * bytes would cost the image step the same, but not a visitor.
 */
export async function ensureMedia(dir: string, pathnames: readonly string[]): Promise<{ photos: Map<string, string>; scans: string[] }> {
  fs.mkdirSync(dir, { recursive: true })
  const photos = new Map(pathnames.map((p) => [p, fileFor(dir, p)]))
  const scans = Array.from({ length: SCANS }, (_, i) => fileFor(dir, `scan-${i}`))
  const missing = [...photos.values(), ...scans].filter((f) => !fs.existsSync(f)).length
  if (missing === 0) return { photos, scans }
  const sharp = (await import('sharp')).default as unknown as SharpFn
  const side = W + 400
  const started = Date.now()
  const textures: Buffer[] = []
  for (let i = 0; i < TEXTURES; i++) {
    const file = path.join(dir, `texture-${GENERATOR_VERSION}-${i}.raw`)
    if (!fs.existsSync(file)) fs.writeFileSync(file, await texture(sharp, side, 7001 + i))
    textures.push(fs.readFileSync(file))
  }
  // Written under a temporary name first: a run stopped half-way leaves no truncated file.
  const write = async (file: string, make: () => Promise<Buffer>) => {
    if (fs.existsSync(file)) return
    fs.writeFileSync(`${file}.tmp`, await make())
    fs.renameSync(`${file}.tmp`, file)
  }
  for (const [p, file] of photos) {
    const seed = crypto.createHash('sha1').update(p).digest().readUInt32BE(4)
    const [w, h] = isPortrait(p) ? [H, W] : [W, H]
    await write(file, () => photo(sharp, textures[seed % TEXTURES]!, side, w, h, seed, (seed >>> 8) & 3))
  }
  for (const [i, file] of scans.entries())
    await write(file, async () => scan(sharp, await photo(sharp, textures[i % TEXTURES]!, side, W, H, i + 1), 100 + i))
  console.error(`realmedia: generated ${missing} photos and scans in ${((Date.now() - started) / 1000).toFixed(0)} s (${dir})`)
  return { photos, scans }
}

/**
 * The JPEG with a comment segment (FF FE) holding `label` right after its start marker: a valid
 * JPEG whose bytes differ per label, so every URL is its own original for the image step (own
 * cache key, own encode, own published files), though the pixels repeat (the magazine scans).
 */
export function withComment(jpeg: Buffer, label: string): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG')
  const text = Buffer.from(label.slice(0, 60000), 'utf8')
  const seg = Buffer.alloc(4)
  seg.writeUInt16BE(0xfffe, 0)
  seg.writeUInt16BE(text.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), seg, text, jpeg.subarray(2)])
}
