// The peer of `npm run bench realmedia`: the same 30-photo album page, its photos made by Eleventy
// Image's recommended setup instead of our image step (docs/images.md "The real-media bench").
// Eleventy 3 builds one page: our built album page as it is (shell, styles, scripts, facts), with
// each photo-grid image written back as the plain `<img src="/photos/NN.jpg">` an Eleventy author
// writes, and `eleventyImageTransformPlugin` turns every such <img> into a <picture>. Its options
// are the documented example (11ty.dev/docs/plugins/image/, "More configuration options"): formats
// avif, webp, jpeg and lazy, async images; widths 400, 800 and 1600 (ours) in place of the default
// ["auto"], which would publish each camera photo at its full 4032 px; `sizes` is ours for the
// grid, since the transform has no default. The same camera originals as the album's, by symlink.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** What the transform is given: the docs' example options, with our widths. */
export const ELEVENTY_IMAGE_OPTIONS = {
  formats: ['avif', 'webp', 'jpeg'],
  widths: [400, 800, 1600],
  htmlOptions: { imgAttributes: { loading: 'lazy', decoding: 'async' } },
}

const PHOTO_GRID = /(<ul class="photo-grid"[^>]*>)([\s\S]*?)(<\/ul>)/

/**
 * Our album page with each grid photo as an Eleventy author's <img>: the source file, its alt, our
 * `sizes` and the loading and priority we give it (the first eager with high priority, as ours).
 */
export function eleventyAlbumTemplate(ourPage: string, photoCount: number): string {
  const grid = PHOTO_GRID.exec(ourPage)
  if (!grid) throw new Error('eleventy image peer: no photo grid in the album page')
  let i = 0
  const items = grid[2]!.replace(/<picture>[\s\S]*?<\/picture>|<img\b[^>]*>/g, (found) => {
    const img = /<img\b[^>]*>/.exec(found)![0]
    const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(img)?.[1]
    const n = String(++i).padStart(2, '0')
    const priority = attr('fetchpriority') ? ` fetchpriority="${attr('fetchpriority')}"` : ''
    return `<img src="/photos/${n}.jpg" alt="${attr('alt') ?? ''}" sizes="${attr('sizes') ?? ''}" loading="${attr('loading') ?? 'lazy'}"${priority}>`
  })
  if (i !== photoCount) throw new Error(`eleventy image peer: ${i} grid images, expected ${photoCount}`)
  return ourPage.replace(PHOTO_GRID, `$1${items}$3`)
}

/**
 * Writes the Eleventy project into dir and builds it; returns the site folder. `route` is the
 * album's path, `client` our built site (its /assets/ and favicon are copied through), `photos`
 * the album's originals in page order. eleventy-img keeps what it made in the output folder and
 * skips it on the next run (its disk cache), so only a first run pays the AVIF encodes.
 */
export function buildEleventyAlbum(
  dir: string,
  client: string,
  route: string,
  photos: readonly string[],
): { site: string; seconds: number } {
  const src = path.join(dir, 'src')
  fs.rmSync(src, { recursive: true, force: true })
  fs.mkdirSync(path.join(src, 'photos'), { recursive: true })
  photos.forEach((file, i) => fs.symlinkSync(path.resolve(file), path.join(src, 'photos', `${String(i + 1).padStart(2, '0')}.jpg`)))
  const page = fs.readFileSync(path.join(client, route, 'index.html'), 'utf8')
  fs.mkdirSync(path.join(src, route), { recursive: true })
  fs.writeFileSync(path.join(src, route, 'index.html'), eleventyAlbumTemplate(page, photos.length))
  fs.writeFileSync(
    path.join(dir, 'eleventy.config.mjs'),
    `import { eleventyImageTransformPlugin } from '@11ty/eleventy-img'
export default function (eleventyConfig) {
  eleventyConfig.addPlugin(eleventyImageTransformPlugin, ${JSON.stringify(ELEVENTY_IMAGE_OPTIONS)})
  eleventyConfig.addPassthroughCopy({ ${JSON.stringify(path.join(path.resolve(client), 'assets'))}: 'assets', ${JSON.stringify(path.join(path.resolve(client), 'favicon.ico'))}: 'favicon.ico' })
  eleventyConfig.ignores.add('src/photos/**')
}
export const config = { dir: { input: 'src', output: '_site' }, templateFormats: ['html'], htmlTemplateEngine: false }
`,
  )
  const started = process.hrtime.bigint()
  const res = spawnSync(
    process.execPath,
    [path.resolve('node_modules/@11ty/eleventy/cmd.cjs'), '--config=eleventy.config.mjs', '--quiet'],
    {
      cwd: dir,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  if (res.status !== 0) throw new Error(`eleventy image peer: eleventy failed (${res.status}):\n${res.stderr.slice(-3000)}`)
  return { site: path.join(dir, '_site'), seconds: Number(process.hrtime.bigint() - started) / 1e9 }
}
