// The build's last check (scripts/postbuild/syncTokenScan.ts): the sync token is in no file it wrote.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { assertNoSyncToken, filesHolding, SyncTokenInOutputError } from '#scripts/postbuild/syncTokenScan.ts'

const SYNC = 'sync-secret-0b7e41d2'
let dir: string

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-scan-'))
  const files: Record<string, string | Buffer> = {
    'index.html': '<!doctype html><p>Home</p>',
    'tc/index.html': '<script type="application/json" data-island-props>{"token":"form-token-1234"}</script>',
    'assets/app.js': 'console.log(1)',
    'search-index.json': '[]',
    'events.ics': 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    _headers: '/*\n  X-Frame-Options: SAMEORIGIN\n',
    'img/0123456789abcdef/320.webp': Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3]),
  }
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), body)
  }
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const put = (name: string, body: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
  fs.writeFileSync(path.join(dir, name), body)
}

describe('the sync token in the build output', () => {
  it('passes a build none of whose files holds it', () => {
    expect(assertNoSyncToken(dir, { NCSR_API_TOKEN: SYNC, NCSR_FORM_TOKEN: 'form-token-1234' })).toBe(7)
  })

  it('fails the build naming every file that holds it, whatever its kind', () => {
    put('tc/index.html', `<script type="application/json" data-island-props>{"token":"${SYNC}"}</script>`)
    put('assets/chunk-1a2b.js', `const t="${SYNC}"`)
    put('_headers', `/*\n  X-Token: ${SYNC}\n`)
    put('img/0123456789abcdef/640.webp', Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(SYNC), Buffer.from([3])]))
    expect(filesHolding(dir, SYNC).holding).toEqual(['_headers', 'assets/chunk-1a2b.js', 'img/0123456789abcdef/640.webp', 'tc/index.html'])
    expect(() => assertNoSyncToken(dir, { NCSR_API_TOKEN: SYNC })).toThrow(SyncTokenInOutputError)
    expect(() => assertNoSyncToken(dir, { NCSR_API_TOKEN: SYNC })).toThrow(
      /NCSR_API_TOKEN\) is in 4 files of .*: _headers, assets\/chunk-1a2b\.js, img\/0123456789abcdef\/640\.webp, tc\/index\.html\./,
    )
  })

  it('says so when the form token was given the same value', () => {
    put('tc/index.html', `{"token":"${SYNC}"}`)
    expect(() => assertNoSyncToken(dir, { NCSR_API_TOKEN: SYNC, NCSR_FORM_TOKEN: SYNC })).toThrow(/NCSR_FORM_TOKEN has the same value/)
  })

  it('does not look for an unset or trivially short token (it would match by chance)', () => {
    put('index.html', '<p>abc</p>')
    expect(assertNoSyncToken(dir, {})).toBeNull()
    expect(assertNoSyncToken(dir, { NCSR_API_TOKEN: '  ' })).toBeNull()
    expect(assertNoSyncToken(dir, { NCSR_API_TOKEN: 'abc' })).toBeNull()
  })
})
