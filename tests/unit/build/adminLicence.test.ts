// The editor's bundle ships with its licence file beside it, and the site's notices name Decap CMS
// (scripts/admin/licence.ts; docs/architecture.md "Licences").
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAdmin } from '#scripts/admin/build.ts'
import { BUNDLE_LICENCE } from '#scripts/admin/licence.ts'
import { formatNotices } from '#scripts/vite/thirdPartyNotices.ts'

const decapDist = path.dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'))
const decapVersion = (JSON.parse(fs.readFileSync(path.join(decapDist, '..', 'package.json'), 'utf8')) as { version: string }).version
const env = { repo: 'school/site', branch: 'main', siteUrl: 'https://school.example.org' }
let client: string

beforeAll(() => {
  client = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-licence-'))
  // What Vite's notices plugin wrote for the site's own bundle.
  fs.writeFileSync(
    path.join(client, 'third-party-licenses.txt'),
    formatNotices([{ name: 'preact', version: '10.0.0', license: 'MIT', licenseText: 'Copyright preact' }]),
  )
  buildAdmin(client, env)
})
afterAll(() => fs.rmSync(client, { recursive: true, force: true }))

describe("Decap CMS's licence", () => {
  it('ships beside the bundle, the file its first line names, as Decap published it', () => {
    const bundle = fs.readFileSync(path.join(client, 'admin', 'decap-cms.js'), 'utf8')
    expect(bundle.slice(0, 200)).toContain(`see ${BUNDLE_LICENCE}`)
    expect(fs.readFileSync(path.join(client, 'admin', BUNDLE_LICENCE), 'utf8')).toBe(
      fs.readFileSync(path.join(decapDist, BUNDLE_LICENCE), 'utf8'),
    )
  })

  it("is listed in the site's notices after the site's own libraries, once however often the editor is built", () => {
    buildAdmin(client, env)
    const text = fs.readFileSync(path.join(client, 'third-party-licenses.txt'), 'utf8')
    expect(text).toMatch(/^preact 10\.0\.0$/m)
    expect(text.match(new RegExp(`^decap-cms ${decapVersion.replace(/\./g, '\\.')}$`, 'gm'))).toHaveLength(1)
    const entry = text.slice(text.indexOf(`decap-cms ${decapVersion}`))
    expect(entry).toMatch(/^License: MIT$/m)
    expect(entry).toContain(`/admin/${BUNDLE_LICENCE}`)
    // The bundled libraries' notices themselves (jQuery is one of them).
    expect(entry).toContain('jQuery JavaScript Library')
    expect(text.indexOf('preact 10.0.0')).toBeLessThan(text.indexOf('decap-cms'))
  })
})
