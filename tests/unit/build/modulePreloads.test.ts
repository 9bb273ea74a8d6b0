import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staticImportGraph, withModulePreloads } from '#scripts/build/modulePreloads.ts'
import { staticImportSpecifiers } from '#tests/support/staticImports.ts'

describe('staticImportSpecifiers (the budgets spec reads the built code with it)', () => {
  it('reads the static imports and re-exports of minified output, not import()', () => {
    const code =
      'import{a as e,t}from"../chunks/chunk-A.js";import"./side.js";export{x}from"/assets/chunks/B.js";const l=()=>import("../chunks/lazy.js");e(),t();'
    expect(staticImportSpecifiers(code)).toEqual(['../chunks/chunk-A.js', './side.js', '/assets/chunks/B.js'])
  })
})

describe('staticImportGraph (from the client build manifest beside the client folder)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const clientDir = path.join(dir, 'client')
  fs.mkdirSync(clientDir)
  // Vike's assets.json: chunks keyed by source or '_name', static `imports` by key, import() in `dynamicImports`.
  fs.writeFileSync(
    path.join(dir, 'assets.json'),
    JSON.stringify({
      'renderer/+client.ts': { file: 'assets/entries/page.js', isEntry: true, imports: ['_a.js', '_b.js'], dynamicImports: ['_lazy.js'] },
      '_a.js': { file: 'assets/chunks/a.js', imports: ['_c.js'] },
      '_b.js': { file: 'assets/chunks/b.js', imports: ['_c.js', 'renderer/+client.ts'], dynamicImports: ['_lazy.js'] },
      '_c.js': { file: 'assets/chunks/c.js' },
      '_lazy.js': { file: 'assets/chunks/lazy.js' },
    }),
  )

  it('follows imports transitively, nearest first, once each, without the entry and without import()', () => {
    expect(staticImportGraph(clientDir)('/assets/entries/page.js')).toEqual([
      '/assets/chunks/a.js',
      '/assets/chunks/b.js',
      '/assets/chunks/c.js',
    ])
  })
  it('a file the manifest does not know has no imports', () => {
    expect(staticImportGraph(clientDir)('/assets/entries/missing.js')).toEqual([])
  })
  it('a folder without a manifest gives no imports', () => {
    expect(staticImportGraph(dir)('/assets/entries/page.js')).toEqual([])
  })
})

describe('withModulePreloads', () => {
  const imports = (src: string) => (src === '/assets/p.js' ? ['/assets/a.js', '/assets/b.js'] : [])
  const page = (tail: string) =>
    `<html><body><main>x</main>\n    <script src="/assets/p.js" type="module" async></script>${tail}\n  </body></html>`

  it('adds what is missing right after the module script', () => {
    const out = withModulePreloads(page('\n    <link rel="modulepreload" href="/assets/a.js">'), imports)
    expect(out).toBe(page('\n    <link rel="modulepreload" href="/assets/b.js">\n    <link rel="modulepreload" href="/assets/a.js">'))
  })
  it('returns the same page when nothing is missing or there is no module script', () => {
    const complete = page('\n    <link rel="modulepreload" href="/assets/a.js"><link rel="modulepreload" href="/assets/b.js">')
    expect(withModulePreloads(complete, imports)).toBe(complete)
    const noScript = '<html><body><script type="application/json" id="page-data">{}</script></body></html>'
    expect(withModulePreloads(noScript, imports)).toBe(noScript)
  })
})
