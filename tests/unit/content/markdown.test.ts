import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ContentError, loadMarkdownPage, markdownRemovals, splitFrontMatter } from '#lib/content/markdown.ts'

describe('content Markdown files', () => {
  it('splits YAML front matter from the body', () => {
    expect(splitFrontMatter('---\ntitle: About\n---\nHello')).toEqual({ yaml: 'title: About', body: 'Hello' })
    expect(splitFrontMatter('No front matter')).toEqual({ yaml: '', body: 'No front matter' })
  })
  it('validates front matter and renders the body', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-'))
    fs.writeFileSync(path.join(dir, 'about.md'), '---\ntitle: Origin and History\n---\nFounded on **14 June 1963**.\n')
    const doc = loadMarkdownPage('about', z.object({ title: z.string() }), dir)
    expect(doc.meta.title).toBe('Origin and History')
    expect(doc.html).toContain('<strong>14 June 1963</strong>')
  })
  it('fails naming the file and the field when front matter is wrong', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'md-'))
    fs.writeFileSync(path.join(dir, 'bad.md'), '---\ntitle: 3\n---\nx')
    expect(() => loadMarkdownPage('bad', z.object({ title: z.string() }), dir)).toThrow(ContentError)
    expect(() => loadMarkdownPage('bad', z.object({ title: z.string() }), dir)).toThrow(/bad\.md › title/)
  })
})

describe('markdownRemovals', () => {
  it('places a removal written with character references on its own line, and a referenced line break moves no line', () => {
    const body = [
      '<div>',
      '<p>One&#10;line&NewLine;only</p> <a href="/about">About</a>',
      '<a href="javascript&colon;alert(1)">named</a>',
      '<a href="&#106;avascript:alert(2)">numeric</a>',
      '</div>',
    ].join('\n')
    expect(markdownRemovals(body, { frameOrigins: [] }).map((r) => [r.line, r.what])).toEqual([
      [3, 'link to "javascript:alert(1)"'],
      [4, 'link to "javascript:alert(2)"'],
    ])
  })
})
