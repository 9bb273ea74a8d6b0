// Node's half of NCSR_CONTENT_DIR for site.json (scripts/vite/siteJsonFromContentDir.ts is Vite's):
// lib/content/site.ts imports data/content/site.json statically, and a test build's process loads lib/
// from its sources with Node, so a resolve hook sends that import to NCSR_CONTENT_DIR/site.json.
// Registered by tests/support/siteJsonRegister.js. Plain JavaScript: it runs before tsx is registered.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ORIGINAL = pathToFileURL(path.resolve(fileURLToPath(new URL('../..', import.meta.url)), 'data/content/site.json')).href

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const dir = process.env.NCSR_CONTENT_DIR?.trim()
  if (!dir || !specifier.endsWith('site.json')) return nextResolve(specifier, context)
  const parent = context.parentURL
  const url = parent && /^\.\.?\//.test(specifier) ? new URL(specifier, parent).href : undefined
  if (url !== ORIGINAL) return nextResolve(specifier, context)
  return nextResolve(pathToFileURL(path.join(path.resolve(dir), 'site.json')).href, context)
}
