// The server bundle holds no copy of lib/ (scripts/vite/libFromSources.ts; docs/architecture.md
// "One copy of lib/ a process"): it imports each lib/ module from its source file, which the build's
// process loads once for its own steps and for Vike's prerender alike.
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import { libFromSources } from '#scripts/vite/libFromSources.ts'

const root = path.resolve('/project')
type ResolveId = (this: unknown, id: string, importer: string | undefined, options: object) => Promise<unknown>

/** The plugin as Vite runs it, with a resolver that maps `#lib/x` and `./x` the way Vite's does. */
function plugin() {
  const p: Plugin = libFromSources()
  ;(p.configResolved as (c: ResolvedConfig) => void)({ root } as ResolvedConfig)
  const context = {
    resolve: async (id: string, importer: string) => ({
      id: id.startsWith('#lib/') ? path.join(root, 'lib', id.slice(5)) : path.resolve(path.dirname(importer), id),
      external: false,
    }),
  }
  return { p, resolveId: (id: string, importer?: string) => (p.resolveId as ResolveId).call(context, id, importer, {}) }
}

describe('the server bundle and lib/', () => {
  it('imports a lib/ module from its source file, by absolute path, instead of bundling a copy', async () => {
    const { resolveId } = plugin()
    expect(await resolveId('#lib/load/snapshot.ts', path.join(root, 'pages/news/+data.ts'))).toEqual({
      id: path.join(root, 'lib/load/snapshot.ts'),
      external: 'absolute',
    })
    expect(await resolveId('../lib/seo/renderHead.ts', path.join(root, 'renderer/renderDocument.tsx'))).toMatchObject({
      external: 'absolute',
    })
  })

  it('bundles everything else: pages, the renderer, components', async () => {
    const { resolveId } = plugin()
    expect(await resolveId('./PageShell.tsx', path.join(root, 'renderer/renderDocument.tsx'))).toBeNull()
    expect(await resolveId('#lib-like/x.ts', path.join(root, 'pages/a/+Page.tsx'))).toBeNull()
  })

  it('applies to the server build alone: the browser gets lib/ bundled', () => {
    const { p } = plugin()
    const applies = p.applyToEnvironment as (e: { config: { consumer: string } }) => boolean
    expect(p.apply).toBe('build')
    expect(applies({ config: { consumer: 'server' } })).toBe(true)
    expect(applies({ config: { consumer: 'client' } })).toBe(false)
  })
})
