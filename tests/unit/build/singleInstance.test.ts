// The modules that must be one instance on a page in the browser (scripts/vite/singleInstance.ts):
// the list the client build keeps in one chunk and the modules that say so at their top agree.
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { walk } from '#lib/files/walk.ts'
import { SINGLE_INSTANCE_MARKER, SINGLE_INSTANCE_SOURCES, singleInstanceModules } from '#scripts/vite/singleInstance.ts'

/** A module's first comment block (its leading // lines). */
const firstComment = (file: string) => /^(?:\/\/.*\n)*/.exec(fs.readFileSync(file, 'utf8'))![0]

const sources = (dir: string): string[] =>
  walk(dir)
    .filter((e) => /\.tsx?$/.test(e.rel))
    .map((e) => `${dir}/${e.rel}`)

describe('modules with state the islands of a page share', () => {
  it('are kept in one chunk by the client build when they say so at their top, and say so when listed', () => {
    const marked = ['lib', 'components', 'renderer'].flatMap(sources).filter((f) => firstComment(f).includes(SINGLE_INSTANCE_MARKER))
    expect(marked.sort()).toEqual([...SINGLE_INSTANCE_SOURCES].sort())
  })

  it("are matched by the build's exclude list, and their neighbours are not", () => {
    const kept = (id: string) => singleInstanceModules().some((re) => re.test(id))
    for (const file of SINGLE_INSTANCE_SOURCES) expect(kept(`/checkout/${file}`)).toBe(true)
    expect(kept('/checkout/node_modules/preact/hooks/dist/hooks.module.js')).toBe(true)
    expect(kept('/checkout/lib/forms/validate.ts')).toBe(false)
    expect(kept('/checkout/node_modules/preact-render-to-string/dist/index.js')).toBe(false)
  })
})
