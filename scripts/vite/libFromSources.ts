// One copy of lib/ in the build's process (docs/architecture.md "One copy of lib/ a process"). The
// build runs Vike's prerender in its own process, beside the steps it runs from the TypeScript
// sources (the image step, the listing files, the publish step). If Vike's server bundle held a copy
// of lib/ of its own, the process would hold two: two parses of every snapshot and of the image
// manifest, two clocks, and state one copy sets that the other never sees. So the server bundle
// does not contain lib/: it imports each lib/ module from its source file, by absolute path, and the
// build's process (which runs with tsx's loader) loads it once for both.
// The client bundle is not concerned: the browser gets lib/ bundled, as before.
import path from 'node:path'
import type { Plugin } from 'vite'

/** Whether `file` (an absolute path) is a module of lib/ under `root`. */
export const isLibModule = (root: string, file: string) => file.startsWith(path.join(root, 'lib') + path.sep)

/** The server bundle imports lib/ from its sources (`vike build` only; `npm run dev` has one copy anyway). */
export function libFromSources(): Plugin {
  let root = process.cwd()
  return {
    name: 'ncsr:lib-from-sources',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    configResolved(config) {
      root = config.root
    },
    async resolveId(id, importer, options) {
      if (!importer || isLibModule(root, importer)) return null
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external || !isLibModule(root, resolved.id)) return null
      return { id: resolved.id, external: 'absolute' }
    },
  }
}
