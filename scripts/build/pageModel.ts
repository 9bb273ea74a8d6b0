// What Vike renders for a page folder, read the way Vike reads it, for the bulk pages' loop
// (scripts/build/bulkWorker.ts; docs/architecture.md "The build, step by step"): every + file
// that applies to the folder, from the project's root and renderer/ down to the folder itself, by
// Vike's inheritance rules (https://vike.dev/config#inheritance): a + file applies to every page
// under its folder, where `pages/` and `renderer/` count for nothing (so renderer/+config.ts applies
// to every page), and the nearest definition of a setting wins. The loop applies the settings in
// HONOURED; any other setting in the chain stops the build, naming it and its file, because the
// loop's pages would then differ from Vike's (tests/e2e/bulkPages.spec.ts compares them byte for byte).
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ComponentType } from 'react'
import { walk } from '#lib/files/walk.ts'

/** A page's +data hook, as the loop calls it (awaited: it may be async). */
export type DataHook = (pageContext: never) => unknown

export interface PageModel {
  /** The page's folder, relative to the project with POSIX separators: it names its entry in the client manifest. */
  dir: string
  Page: ComponentType
  data?: DataHook
  /** The settings renderer/renderDocument.tsx reads (renderer/types.d.ts). */
  config: { title?: string; description?: string; section?: string }
}

/** A setting of the chain the loop cannot apply as Vike would. */
export class PageModelError extends Error {
  override name = 'PageModelError'
}

/** One definition of a setting: the + file and, for a +config file, its value. */
interface Definition {
  file: string
  /** Where the value is: a +config file's property, or the export of a + file named for the setting. */
  from: 'config' | 'file'
  value?: unknown
}

/** The files the loop stands in for: its document is this onRenderHtml's, its script this client entry. */
const RENDERER = { onRenderHtml: 'renderer/+onRenderHtml.tsx', client: 'renderer/+client.ts' }

/** How the loop honours each setting: checks a definition and says what is wrong with it, or null. */
const HONOURED: Record<string, (d: Definition, value: unknown) => string | null> = {
  Page: (_, v) => (typeof v === 'function' ? null : 'is not a component'),
  data: (_, v) => (typeof v === 'function' ? null : 'is not a function'),
  title: (_, v) => (typeof v === 'string' ? null : 'is not a string'),
  description: (_, v) => (typeof v === 'string' ? null : 'is not a string'),
  section: (_, v) => (typeof v === 'string' ? null : 'is not a string'),
  // Only its own file: the loop renders the document with that hook's function (renderer/renderDocument.tsx).
  onRenderHtml: (d) => (d.file === RENDERER.onRenderHtml ? null : `is not ${RENDERER.onRenderHtml}, the hook the loop renders with`),
  client: (d) =>
    d.file === RENDERER.client ? null : `is not ${RENDERER.client}, the entry the loop links (scripts/build/documentAssets.ts)`,
  // Vike's client runtime and client routing are never shipped (docs/architecture.md "The page model").
  clientRouting: (_, v) => (v === false ? null : 'is not false: the loop ships no client router'),
  clientHooks: (_, v) => (v === false ? null : 'is not false: the loop ships no Vike client runtime'),
  prerender: (_, v) => prerenderProblem(v),
  // Declarations of settings (title, description, section): each value is checked where it is set.
  meta: () => null,
}

/** Settings that must be set somewhere in the chain (each to what HONOURED accepts). */
const REQUIRED = ['Page', 'onRenderHtml', 'client', 'clientRouting', 'clientHooks']

/** The prerender options that leave a page's file where and as the loop writes it (https://vike.dev/prerender). */
const PRERENDER_OPTIONS = new Set(['parallel', 'disableAutoRun', 'partial', 'keepDistServer'])
function prerenderProblem(v: unknown): string | null {
  if (typeof v === 'boolean') return null
  if (typeof v !== 'object' || v === null) return 'is neither a boolean nor an object'
  const other = Object.keys(v).filter((k) => !PRERENDER_OPTIONS.has(k))
  return other.length ? `sets ${other.join(', ')}, which the loop does not apply` : null
}

/**
 * Vike's transient bundle of a +config file (`+config.ts.build-<12 hex>.mjs`), which it writes beside
 * the source while it loads the config and removes after: its own crawl skips it (vike's
 * isTemporaryBuildFile), and so must ours, since the workers read the + files while `vike build` runs.
 */
const VIKE_TEMPORARY = /\.build-[a-z0-9]{12}\.mjs$/

/** Every + file of the project (Vike's own crawl: https://vike.dev/config#files), relative POSIX paths. */
export function plusFiles(root: string): string[] {
  return walk(root, { skipFolder: (_, name) => name.startsWith('.') || name === 'node_modules' || name === 'dist' })
    .filter(({ dirent: e }) => e.isFile() && e.name.startsWith('+') && /\.[cm]?[jt]sx?$/.test(e.name) && !VIKE_TEMPORARY.test(e.name))
    .map((e) => e.rel)
}

/** A folder's place in the inheritance: its path without the `pages` and `renderer` folders. */
const inheritanceRoot = (dir: string) => dir.split('/').filter((s) => s && s !== 'pages' && s !== 'renderer')
const isRendererDir = (dir: string) => dir.split('/').includes('renderer')

/** The + files that apply to the page folder `pageDir`, nearest first (Vike's order of precedence). */
export function chainOf(files: readonly string[], pageDir: string): string[][] {
  const page = inheritanceRoot(pageDir)
  const levels = new Map<string, string[]>()
  for (const file of files) {
    const dir = path.posix.dirname(file) === '.' ? '' : path.posix.dirname(file)
    const root = inheritanceRoot(dir)
    if (root.length > page.length || root.some((s, i) => s !== page[i])) continue
    // Nearer folders first; at the same place, a folder outside renderer/ before one inside it.
    const rank = `${String(root.length).padStart(3, '0')}${isRendererDir(dir) ? 0 : 1}`
    levels.set(rank, [...(levels.get(rank) ?? []), file])
  }
  return [...levels.keys()]
    .sort()
    .reverse()
    .map((rank) => levels.get(rank)!.sort())
}

/** The setting a + file defines (`+Page.tsx` → Page), or 'config' for a +config file. */
function settingOf(file: string): string {
  const name = path.posix.basename(file)
  const parts = name.slice(1).split('.')
  // +data.server.ts, +Layout.clear.tsx…: an environment or inheritance suffix changes how Vike applies it.
  if (parts.length > 2) throw new PageModelError(`${file}: the bulk pages' loop applies no + file with a suffix (${name})`)
  return parts[0]!
}

const importFile = async (root: string, file: string) =>
  (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>

/** Each setting's definitions in the chain, nearest first; two at one level are refused. */
async function definitionsOf(root: string, chain: string[][]): Promise<Map<string, Definition[]>> {
  const all = new Map<string, Definition[]>()
  for (const level of chain) {
    const here = new Map<string, Definition>()
    for (const file of level) {
      const setting = settingOf(file)
      const defs: [string, Definition][] =
        setting === 'config'
          ? Object.entries(((await importFile(root, file)).default ?? {}) as object).map(([k, value]) => [
              k,
              { file, from: 'config', value },
            ])
          : [[setting, { file, from: 'file' }]]
      for (const [name, def] of defs) {
        const other = here.get(name)
        if (other)
          throw new PageModelError(
            `${name} is set by both ${other.file} and ${def.file}, at one level: Vike picks one by rules the bulk pages' loop does not follow`,
          )
        here.set(name, def)
      }
    }
    for (const [name, def] of here) all.set(name, [...(all.get(name) ?? []), def])
  }
  return all
}

/** A + file's value: its export named for the setting, or its default export. */
async function valueOf(root: string, name: string, d: Definition): Promise<unknown> {
  if (d.from === 'config') return d.value
  // The loop never imports the files it stands in for (one imports CSS, the other the browser's islands).
  if (name === 'onRenderHtml' || name === 'client') return undefined
  const mod = await importFile(root, d.file)
  return name in mod ? mod[name] : mod.default
}

/**
 * Settings whose file the check before the build leaves unimported: the page's component and its
 * data hook import the page's whole tree (about 0.9 s for the three bulk pages in a fresh process),
 * which the loop's workers load anyway. Every other setting is checked, value included, before the
 * build removes or starts anything (checkPageModel); these two when the model is loaded.
 */
const LOADED_BY_THE_LOOP: ReadonlySet<string> = new Set(['Page', 'data'])

/** The nearest value of each setting of the chain (the ones in `skip` unimported), or a PageModelError. */
async function settingsOf(root: string, pageDir: string, files: readonly string[], skip: ReadonlySet<string>) {
  const defs = await definitionsOf(root, chainOf(files, pageDir))
  const values: Record<string, unknown> = {}
  for (const [name, list] of defs) {
    const check = HONOURED[name]
    // prerender adds up (https://vike.dev/prerender): its objects are options of the whole build,
    // and the nearest true or false says whether Vike renders this page. Every other setting: the nearest.
    for (const d of name === 'prerender' ? list : list.slice(0, 1)) {
      const where = `${d.file} sets ${name} for ${pageDir}`
      if (!check)
        throw new PageModelError(
          `${where}, which the bulk pages' loop does not apply (scripts/build/pageModel.ts): its pages would differ from Vike's`,
        )
      if (skip.has(name) && d.from === 'file') {
        values[name] = undefined
        continue
      }
      const value = await valueOf(root, name, d)
      const problem = check(d, value)
      if (problem) throw new PageModelError(`${where}, but it ${problem}`)
      if (!(name in values) && (name !== 'prerender' || typeof value === 'boolean')) values[name] = value
    }
  }
  for (const name of REQUIRED)
    if (!(name in values)) throw new PageModelError(`no + file sets ${name} for ${pageDir}: the bulk pages' loop needs it set`)
  if (values['prerender'] !== false)
    throw new PageModelError(
      `prerender is not false for ${pageDir}, so Vike would write its pages as well as the loop: set prerender: false in its +config.ts`,
    )
  return values
}

/**
 * Refuses, as loadPageModel does, a chain that sets what the loop cannot honour, without importing
 * the page's component and data hook (LOADED_BY_THE_LOOP): the check the build runs before it
 * removes or starts anything (scripts/build.ts), a few milliseconds.
 */
export async function checkPageModel(root: string, pageDir: string, files = plusFiles(root)): Promise<void> {
  await settingsOf(root, pageDir, files, LOADED_BY_THE_LOOP)
}

/**
 * The page model of `pageDir` (e.g. `pages/(senior)/SubGallery/@id`) under the project `root`;
 * throws PageModelError naming the setting and the file when the chain sets what the loop cannot honour.
 */
export async function loadPageModel(root: string, pageDir: string, files = plusFiles(root)): Promise<PageModel> {
  const values = await settingsOf(root, pageDir, files, new Set())
  const { Page, data, title, description, section } = values as Partial<PageModel> & PageModel['config']
  const config: PageModel['config'] = {}
  if (title !== undefined) config.title = title
  if (description !== undefined) config.description = description
  if (section !== undefined) config.section = section
  return { dir: pageDir, Page: Page!, ...(data ? { data } : {}), config }
}
