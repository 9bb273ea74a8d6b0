// NCSR_CONTENT_DIR (tests only; lib/config/buildEnv.ts, docs/contract.md) must cover site.json too. Every
// other content file is read through CONTENT_DIR, but lib/content/site.ts imports site.json statically
// (the shell needs it in every environment), so the bundler reads it: this plugin sends that one import
// to the content folder in use. Node's side of the same redirect, for the build process that loads lib/
// from its sources: tests/support/siteJsonHooks.js. If you move site.json, update both.
import path from 'node:path'
import type { Plugin } from 'vite'

/** data/content/site.json as lib/content/site.ts imports it, under `root`. */
export const defaultSiteJson = (root = process.cwd()) => path.resolve(root, 'data/content/site.json')

export function siteJsonFromContentDir(contentDir: string, root = process.cwd()): Plugin {
  const original = defaultSiteJson(root)
  const replacement = path.join(path.resolve(contentDir), 'site.json')
  return {
    name: 'ncsr:site-json-from-content-dir',
    enforce: 'pre',
    resolveId(id, importer) {
      if (replacement === original || !importer || !id.endsWith('site.json')) return null
      // By path, not by this.resolve: the file need not exist in data/ (a checkout's tests run without it).
      return path.resolve(path.dirname(importer.split('?')[0]!), id) === original ? replacement : null
    },
  }
}
