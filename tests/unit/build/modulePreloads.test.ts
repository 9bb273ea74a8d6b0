import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staticImportGraph, staticImportSpecifiers, withModulePreloads } from '#scripts/build/modulePreloads.ts'

describe('staticImportSpecifiers', () => {
  it('reads the static imports and re-exports of minified output, not import()', () => {
    const code =
      'import{a as e,t}from"../chunks/chunk-A.js";import"./side.js";export{x}from"/assets/chunks/B.js";const l=()=>import("../chunks/lazy.js");e(),t();'
    expect(staticImportSpecifiers(code)).toEqual(['../chunks/chunk-A.js', './side.js', '/assets/chunks/B.js'])
  })
})

describe('staticImportGraph', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const put = (file: string, code: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), code)
  }
  put('assets/entries/page.js', 'import{a}from"../chunks/a.js";import{b}from"../chunks/b.js";a(b)')
  put('assets/chunks/a.js', 'import{c}from"./c.js";export const a=c')
  put('assets/chunks/b.js', 'import{c}from"./c.js";import{x}from"../entries/page.js";const l=()=>import("./lazy.js");export const b=c')
  put('assets/chunks/c.js', 'export const c=1')
  put('assets/chunks/lazy.js', 'export const z=1')

  it('follows imports transitively, once each, without the entry and without import()', () => {
    expect(staticImportGraph(dir)('/assets/entries/page.js').sort()).toEqual([
      '/assets/chunks/a.js',
      '/assets/chunks/b.js',
      '/assets/chunks/c.js',
    ])
  })
  it('a missing file has no imports', () => {
    expect(staticImportGraph(dir)('/assets/entries/missing.js')).toEqual([])
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
