// The modules that must be one instance on a page in the browser. The client build copies each
// small shared module into every island that imports it (experimentalInlineCommonChunks in
// vite.config.ts: a round trip saved per module), and a copy is an instance of its own, with state of
// its own. A module whose state the islands of one page share is therefore kept in one chunk: it is
// listed here, and says so at its top (the marker below; tests/unit/build/singleInstance.test.ts
// keeps the two in step).
import { escapeRegExp } from '#lib/format/regExp.ts'

/** The words a module's first comment holds when it must be one instance per page. */
export const SINGLE_INSTANCE_MARKER = 'One instance per page in the browser'

/** Our modules with shared state, relative to the project. */
export const SINGLE_INSTANCE_SOURCES = [
  // The text typed before hydration: renderer/hydrateIslands.tsx writes it, each form reads it.
  'lib/forms/earlyInput.ts',
  // The queue that keeps two dialogs from opening at once.
  'lib/forms/dialogQueue.ts',
]

/** The UI runtime: two Preacts on one page would not share hooks (npm packages cannot carry the marker). */
export const SINGLE_INSTANCE_PACKAGES = ['preact', 'react', 'react-dom', 'scheduler']

const anySep = (file: string) => file.split('/').map(escapeRegExp).join('[\\\\/]')

/** The exclude list of experimentalInlineCommonChunks: module ids that stay in one chunk. */
export const singleInstanceModules = (): RegExp[] => [
  new RegExp(`node_modules[\\\\/](${SINGLE_INSTANCE_PACKAGES.join('|')})[\\\\/]`),
  ...SINGLE_INSTANCE_SOURCES.map((file) => new RegExp(`${anySep(file)}$`)),
]
