// Drives the editor at /admin against Decap CMS's in-memory test-repo backend: no network, no
// GitHub. The repository is seeded from the content fixture (as the repository's data/content/) and read
// back after a save.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page, Route } from '@playwright/test'
import { stringify } from 'yaml'
import { regularFiles } from '#lib/files/walk.ts'
import { headersForPath, parseHeaders } from '#scripts/postbuild/headersFile.ts'
import { FIXTURE_API_DIR, FIXTURE_CONTENT_DIR, fixtureNodeOptions } from '../fixtures/testEnv.ts'

type Tree = { [name: string]: Tree | { content: string } }

/** A content folder as test-repo's window.repoFiles (under data/content/, where the repository has it): nested folders, files as { content }. */
export function repoFilesFrom(contentDir: string): Tree {
  const root: Tree = {}
  for (const rel of regularFiles(contentDir)) {
    const segs = ['data', 'content', ...rel.split('/')]
    let node = root
    for (const s of segs.slice(0, -1)) node = (node[s] ??= {}) as Tree
    node[segs.at(-1)!] = { content: fs.readFileSync(path.join(contentDir, rel), 'utf8') }
  }
  return root
}

/** What a save left in test-repo's pending changes (editorial workflow): path -> file text. */
export async function pendingFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const w = window as unknown as { repoFilesUnpublished: Record<string, { diffs: { path: string; content: string }[] }> }
    const out: Record<string, string> = {}
    for (const entry of Object.values(w.repoFilesUnpublished ?? {})) for (const d of entry.diffs) out[d.path] = d.content
    return out
  })
}

/**
 * Opens /admin/ with the generated configuration switched to the test-repo backend, each /admin/
 * response carrying the headers the built _headers file gives it (so the admin CSP is in force).
 */
export async function openAdmin(page: Page, opts: { distDir: string; contentDir: string }) {
  const rules = parseHeaders(fs.readFileSync(path.join(opts.distDir, '_headers'), 'utf8'))
  // Generated in a child process: the schemas import site.json, which Playwright's loader cannot.
  const config = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin/printConfig.ts', 'test-repo'], {
      encoding: 'utf8',
      env: { ...process.env, NCSR_CONTENT_DIR: opts.contentDir, NODE_OPTIONS: fixtureNodeOptions() },
    }),
  ) as unknown
  await page.route('**/admin/**', async (route: Route) => {
    const url = new URL(route.request().url())
    const headers = headersForPath(rules, url.pathname)
    if (url.pathname === '/admin/config.yml') return route.fulfill({ body: stringify(config), contentType: 'text/yaml', headers })
    const response = await route.fetch()
    return route.fulfill({ response, headers: { ...response.headers(), ...headers } })
  })
  await page.addInitScript((files) => {
    ;(window as unknown as { repoFiles: unknown }).repoFiles = files
  }, repoFilesFrom(opts.contentDir))
  await page.goto('/admin/')
  await page.getByRole('button', { name: /login/i }).click()
}

/**
 * A project root in a temporary folder: every top-level entry of this repository linked, except
 * data/ and public/, which are copies (the content check refuses a link in either, as it would a
 * link pushed with git); its data/ holds the fixtures (data/api/, data/content/), never the
 * repository's, with `files` (path under the repository -> text) written over data/content/.
 */
export function projectWithContent(files: Record<string, string>): string {
  const repo = path.resolve(import.meta.dirname, '../..')
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-admin-'))
  const copied = new Set(['data', 'public'])
  for (const name of fs.readdirSync(repo)) if (!copied.has(name)) fs.symlinkSync(path.join(repo, name), path.join(root, name))
  fs.cpSync(path.join(repo, 'public'), path.join(root, 'public'), { recursive: true })
  fs.cpSync(FIXTURE_API_DIR, path.join(root, 'data/api'), { recursive: true })
  fs.cpSync(FIXTURE_CONTENT_DIR, path.join(root, 'data/content'), { recursive: true })
  for (const [rel, text] of Object.entries(files)) {
    if (!rel.startsWith('data/content/')) throw new Error(`a save wrote outside data/content/: ${rel}`)
    fs.writeFileSync(path.join(root, rel), text)
  }
  return root
}

/** The environment of a command run in that root: its data/, never the repository's or the fixtures. */
const rootEnv = (root: string) => ({
  ...process.env,
  NCSR_DATA_DIR: path.join(root, 'data/api'),
  NCSR_CONTENT_DIR: path.join(root, 'data/content'),
  NODE_OPTIONS: fixtureNodeOptions(),
})

/** `npm run check:content` on that root: its exit code and what it printed. */
export function checkContentIn(root: string): { status: number; output: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content/check.ts'], {
    cwd: root,
    env: rootEnv(root),
    encoding: 'utf8',
  })
  return { status: r.status ?? 1, output: r.stdout + r.stderr }
}

/** The routes' HTML as the build renders them from that root's content. */
export function renderIn(root: string, routes: string[]): Record<string, string> {
  // The modules' real paths are in this repository, outside the temporary root: tsx is pointed at our tsconfig (JSX runtime).
  const env = { ...rootEnv(root), TSX_TSCONFIG_PATH: path.resolve(import.meta.dirname, '../../tsconfig.json') }
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/renderEditedPages.ts', ...routes], {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64e6,
  })
  if (r.status !== 0) throw new Error(`rendering failed:\n${r.stderr}`)
  return JSON.parse(r.stdout) as Record<string, string>
}
