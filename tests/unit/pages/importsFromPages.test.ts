// Nothing the pages are built from imports a page (docs/architecture.md "Folders"): lib/,
// components/ and renderer/ are used by pages/, never the other way round, so a component an island
// needs lives in components/ and a content schema in lib/. Tests are the one reader of pages/ by import.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { walk } from '#lib/files/walk.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const PAGES = path.join(ROOT, 'pages') + path.sep

function sources(dir: string): string[] {
  return walk(path.join(ROOT, dir))
    .map((e) => `${dir}/${e.rel}`)
    .filter((f) => /\.(tsx?|js)$/.test(f))
}

/** Module specifiers of a source: static and dynamic imports, re-exports and import.meta.glob patterns. */
function specifiers(code: string): string[] {
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|import\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*)['"]([^'"]+)['"]/g
  return [...code.matchAll(re)].map((m) => m[1]!)
}

/** Whether `specifier`, written in `file`, names something under pages/. */
function intoPages(file: string, specifier: string): boolean {
  if (specifier.startsWith('#pages/')) return true
  if (!specifier.startsWith('.')) return false
  return (path.resolve(ROOT, path.dirname(file), specifier) + path.sep).startsWith(PAGES)
}

describe('imports into pages/', () => {
  it('are found in every form a module can take them', () => {
    const code = [
      "import { x } from '#pages/index/homeData.ts'",
      "import type { Data } from '../../pages/(senior)/news/index/+data.ts'",
      "export { y } from './local.ts'",
      "const m = import('../../pages/search/+Page.tsx')",
      "import.meta.glob<M>('../../pages/**/*.tsx')",
      "import { z } from '../../lib/pages.ts'",
    ].join('\n')
    const found = specifiers(code).filter((s) => intoPages('components/home/x.ts', s))
    expect(found).toEqual([
      '#pages/index/homeData.ts',
      '../../pages/(senior)/news/index/+data.ts',
      '../../pages/search/+Page.tsx',
      '../../pages/**/*.tsx',
    ])
  })

  it('come from nothing but pages/ and the tests', () => {
    const offending = ['lib', 'components', 'renderer', 'scripts'].flatMap(sources).flatMap((f) =>
      specifiers(fs.readFileSync(path.join(ROOT, f), 'utf8'))
        .filter((s) => intoPages(f, s))
        .map((s) => `${f} imports ${s}`),
    )
    expect(offending).toEqual([])
  })
})
