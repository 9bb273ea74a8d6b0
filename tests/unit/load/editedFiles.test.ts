// `npm run dev` renders every page on request in one long-lived process: a snapshot or a content
// file edited while it runs must show on the next request, with no restart and no module loaded
// again (docs/architecture.md "The build"). Each test edits a copy, never data/ or the fixtures.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FIXTURE_API_DIR, FIXTURE_CONTENT_DIR } from '#tests/fixtures/testEnv.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-edited-'))
const dataDir = path.join(root, 'api')
const contentDir = path.join(root, 'content')

// CONTENT_DIR is read when lib/config/buildEnv.ts loads: set before any module under test is imported.
const fixtureContentDir = process.env['NCSR_CONTENT_DIR']
process.env['NCSR_CONTENT_DIR'] = contentDir
fs.cpSync(FIXTURE_API_DIR, dataDir, { recursive: true })
fs.mkdirSync(contentDir)
for (const f of ['menus.json', 'disclosure.json']) fs.copyFileSync(path.join(FIXTURE_CONTENT_DIR, f), path.join(contentDir, f))

const { newsByPageId } = await import('#lib/select/permalinks.ts')
const { allEntries } = await import('#lib/select/listingData.ts')
const { loadMenus } = await import('#lib/content/menus.ts')
const { renderShell } = await import('#renderer/PageShell.tsx')

beforeAll(() => {
  vi.stubEnv('NCSR_DATA_DIR', dataDir)
})
afterAll(() => {
  vi.unstubAllEnvs()
  if (fixtureContentDir === undefined) delete process.env['NCSR_CONTENT_DIR']
  else process.env['NCSR_CONTENT_DIR'] = fixtureContentDir
  fs.rmSync(root, { recursive: true, force: true })
})

type Json = Record<string, unknown>
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as Json[]
const writeJson = (file: string, value: unknown) => fs.writeFileSync(file, JSON.stringify(value, null, 2))
/** The next request of `npm run dev` comes in a later turn of the event loop than the edit (lib/load/fileCache.ts). */
const nextRequest = () => new Promise((resolve) => setImmediate(resolve))

describe('a snapshot edited while the process runs', () => {
  it('gives a news item added to news.json alone its page on the next request', async () => {
    const before = newsByPageId()
    const home = path.join(dataDir, 'news.json')
    const added = { ...readJson(home)[0], _id: 'news-added-in-dev', title: 'Added while the server ran' }
    writeJson(home, [...readJson(home), added])
    await nextRequest()
    const after = newsByPageId()
    expect(before.has('news-added-in-dev')).toBe(false)
    expect(after.get('news-added-in-dev')?.title).toBe('Added while the server ran')
  })

  it('shows a title edited in news-all.json on the item page and the listing card', async () => {
    const file = path.join(dataDir, 'news-all.json')
    const records = readJson(file)
    const id = records[0]!['_id'] as string
    expect(allEntries.news().some((c) => c.title === 'Edited while the server ran')).toBe(false)
    writeJson(file, [{ ...records[0], title: 'Edited while the server ran' }, ...records.slice(1)])
    await nextRequest()
    expect(newsByPageId().get(id)?.title).toBe('Edited while the server ran')
    expect(allEntries.news().some((c) => c.title === 'Edited while the server ran')).toBe(true)
  })
})

describe('a content file edited while the process runs', () => {
  it("shows a menu label edited in menus.json in the menus and in every page's header", async () => {
    const file = path.join(contentDir, 'menus.json')
    const menus = JSON.parse(fs.readFileSync(file, 'utf8')) as { senior: Json[] }
    const [header] = renderShell(undefined, '/SubGallery/an-album')
    expect(header).not.toContain('Renamed while the server ran')
    menus.senior[0] = { ...menus.senior[0], label: 'Renamed while the server ran' }
    writeJson(file, menus)
    await nextRequest()
    expect(loadMenus().senior[0]!.label).toBe('Renamed while the server ran')
    expect(renderShell(undefined, '/SubGallery/an-album')[0]).toContain('Renamed while the server ran')
  })
})
