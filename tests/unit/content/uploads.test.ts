// public/images/, the editor's media folders, holds images only (lib/content/uploads.ts), checked
// by `npm run check:content` by name and by first bytes; SVG only without script.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from '#lib/content/check.ts'
import { checkImageFolder, rasterFormatOf, svgProblems } from '#lib/content/uploads.ts'
import { FIXTURE_CONTENT_DIR } from '#tests/fixtures/testEnv.ts'

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')
const JPEG = Buffer.from('ffd8ffe000104a464946', 'hex')
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])
const avif = (major: string, compatible: string[]) => {
  const body = Buffer.from(['ftyp', major, '\0\0\0\0', ...compatible].join(''), 'latin1')
  const size = Buffer.alloc(4)
  size.writeUInt32BE(body.length + 4)
  return Buffer.concat([size, body])
}
const CLEAN_SVG =
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">\n<defs><linearGradient id="g"/></defs>\n<style>.a{fill:url(#g)}</style>\n<use xlink:href="#g"/><rect class="a" width="10" height="10" style="fill:url(#g)"/><text>url(plain text)</text>\n</svg>\n'

let tmp = ''
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  tmp = ''
})
/** A public/ folder holding images/<rel> for each file. */
function publicWith(files: Record<string, Buffer | string>): string {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-public-'))
  for (const [rel, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tmp, 'images', rel)), { recursive: true })
    fs.writeFileSync(path.join(tmp, 'images', rel), body)
  }
  return tmp
}

describe('image formats by their first bytes', () => {
  it.each([
    ['JPEG', JPEG],
    ['PNG', PNG],
    ['GIF', GIF],
    ['WebP', WEBP],
    ['AVIF', avif('avif', ['mif1', 'miaf'])],
    ['AVIF', avif('mif1', ['miaf', 'avif'])],
    ['AVIF', avif('avis', [])],
  ])('%s', (format, bytes) => expect(rasterFormatOf(bytes)).toBe(format))
  it.each([
    ['a script', Buffer.from('alert(1)')],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an MP4 video', avif('isom', ['mp41'])],
    ['nothing', Buffer.alloc(0)],
  ])('not an image: %s', (_, bytes) => expect(rasterFormatOf(bytes)).toBeNull())
})

describe('SVG images hold no script', () => {
  it('accepts an SVG that only draws (and the placeholders the repository ships)', () => {
    expect(svgProblems(CLEAN_SVG)).toEqual([])
    expect(checkImageFolder(path.resolve('public/images'), (r) => r)).toEqual([])
  })
  it.each([
    ['<script>', '<svg xmlns="http://www.w3.org/2000/svg">\n<script>alert(1)</script></svg>', 2, /<script> in an SVG image/],
    [
      'a namespaced script',
      '<svg xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>',
      1,
      /<h:script> in an SVG image/,
    ],
    ['onload', '<svg onload="alert(1)"></svg>', 1, /onload attribute on <svg>/],
    ['onclick in capitals', '<svg><rect ONCLICK="alert(1)"/></svg>', 1, /ONCLICK attribute on <rect>/],
    [
      '<foreignObject> with HTML',
      '<svg><foreignObject><iframe src="https://evil.example/"></iframe></foreignObject></svg>',
      1,
      /<foreignObject>/,
    ],
    ['a javascript: link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>', 1, /href="javascript:alert\(1\)" on <a>/],
    [
      'an xlink:href to another file',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="https://evil.example/sprite.svg#x"/></svg>',
      1,
      /xlink:href=.* on <use>/,
    ],
    [
      'a script address in an animation',
      '<svg><a><set attributeName="href" to="java\tscript:alert(1)"/></a></svg>',
      1,
      /to holds a script or data: address on <set>/,
    ],
    [
      '@import in a <style>',
      '<svg>\n<style>@import url(https://evil.example/x.css);</style></svg>',
      2,
      /a style in an SVG image loads another file/,
    ],
    [
      '@import split by a comment in a <style> (a browser joins the pieces)',
      '<svg>\n<style>@im<!-- -->port "https://evil.example/x.css";</style></svg>',
      2,
      /a style in an SVG image loads another file/,
    ],
    [
      'url( split by CDATA and an element in a <style>',
      '<svg>\n<style>.a{fill:u<![CDATA[rl]]><g/>(https://evil.example/t.png)}</style></svg>',
      2,
      /a style in an SVG image loads another file/,
    ],
    [
      'url() in a style attribute',
      '<svg><rect style="fill:url(https://evil.example/t.png)"/></svg>',
      1,
      /style on <rect> loads another file/,
    ],
    ['entities', '<!DOCTYPE svg [<!ENTITY x "y">]><svg>&x;</svg>', 1, /may not declare entities/],
    ['a style sheet instruction', '<?xml-stylesheet href="https://evil.example/x.css"?><svg/>', 1, /<\?xml-stylesheet/],
    ['HTML named .svg', '<html><body><script>alert(1)</script></body></html>', 1, /is not an SVG image/],
  ])('refuses %s, naming the line', (_, text, line, problem) => {
    const found = svgProblems(text)
    expect(found.length, JSON.stringify(found)).toBeGreaterThan(0)
    expect(
      found.some((p) => p.line === line && problem.test(p.problem)),
      JSON.stringify(found),
    ).toBe(true)
  })
})

describe('the media folders (public/images/) in check:content', () => {
  it('names each file that is not an image, or not the image its name says', () => {
    const publicDir = publicWith({
      'uploads/ok.png': PNG,
      'uploads/ok.jpeg': JPEG,
      'uploads/ok.svg': CLEAN_SVG,
      'uploads/.gitkeep': '',
      'uploads/evil.js': 'alert(1)',
      'uploads/evil.mjs': 'alert(1)',
      'uploads/page.html': '<script>alert(1)</script>',
      'uploads/README': 'text',
      'uploads/fake.jpg': 'alert(1)',
      'uploads/really-webp.png': WEBP,
      'uploads/png.svg': PNG,
      'campus/script.svg': '<svg xmlns="http://www.w3.org/2000/svg">\n\n<script>alert(1)</script></svg>',
    })
    // (The content's links to PDFs in public/docs/ are reported too: this public/ has none.)
    const problems = checkContent(FIXTURE_CONTENT_DIR, { publicDir }).filter((p) => p.startsWith('public/'))
    expect(problems).toEqual([
      'public/images/campus/script.svg:3: <script> in an SVG image (SVG images may hold no script or embedded content)',
      "public/images/uploads/README: not an image file the site takes (no extension); the editor's media folders take .jpg, .jpeg, .png, .webp, .avif, .gif, .svg files only",
      "public/images/uploads/evil.js: not an image file the site takes (.js); the editor's media folders take .jpg, .jpeg, .png, .webp, .avif, .gif, .svg files only",
      "public/images/uploads/evil.mjs: not an image file the site takes (.mjs); the editor's media folders take .jpg, .jpeg, .png, .webp, .avif, .gif, .svg files only",
      'public/images/uploads/fake.jpg: is not a JPEG image, as its name says (its bytes are no image the site takes); upload the picture itself',
      "public/images/uploads/page.html: not an image file the site takes (.html); the editor's media folders take .jpg, .jpeg, .png, .webp, .avif, .gif, .svg files only",
      'public/images/uploads/png.svg: is a PNG image named .svg; give it the extension of its format',
      'public/images/uploads/really-webp.png: is not a PNG image, as its name says (its bytes are a WebP image); upload the picture itself',
    ])
  })
})
