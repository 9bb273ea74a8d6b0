// The form token is never the sync token (scripts/ci/distinctTokens.ts, run first in the refresh's
// sync step): compared as the programs read them, in constant time, neither ever printed.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { sameSecret, tokenClash } from '#scripts/ci/distinctTokens.ts'

const SYNC = 'sync-Token-9f8e7d6c5b4a'

describe('tokenClash', () => {
  it('names both variables when the form token is the sync token, as the programs read them (trimmed)', () => {
    for (const form of [SYNC, ` ${SYNC}\n`]) {
      const message = tokenClash({ NCSR_FORM_TOKEN: form, NCSR_API_TOKEN: SYNC })
      expect(message).toContain('NCSR_FORM_TOKEN')
      expect(message).toContain('NCSR_API_TOKEN')
      expect(message).not.toContain(SYNC)
    }
  })

  it('passes different tokens, a prefix of the other included, and an unset one', () => {
    expect(tokenClash({ NCSR_FORM_TOKEN: 'form-1234567890', NCSR_API_TOKEN: SYNC })).toBeNull()
    expect(tokenClash({ NCSR_FORM_TOKEN: SYNC.slice(0, -1), NCSR_API_TOKEN: SYNC })).toBeNull()
    expect(tokenClash({ NCSR_FORM_TOKEN: '', NCSR_API_TOKEN: SYNC })).toBeNull()
    expect(tokenClash({ NCSR_FORM_TOKEN: '  ', NCSR_API_TOKEN: '  ' })).toBeNull()
    expect(tokenClash({})).toBeNull()
  })

  it('compares digests of equal length, so values of any length can be compared', () => {
    expect(sameSecret('a', 'a'.repeat(1000))).toBe(false)
    expect(sameSecret('é', 'é')).toBe(true)
  })
})

describe('distinctTokens.ts, as the sync step runs it', () => {
  const run = (env: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ci/distinctTokens.ts'], {
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    })

  it('fails the step with an error naming both variables and printing neither value', () => {
    const r = run({ NCSR_FORM_TOKEN: SYNC, NCSR_API_TOKEN: SYNC })
    expect(r.status).toBe(1)
    expect(r.stdout).toMatch(/^::error title=Form token is the sync token::NCSR_FORM_TOKEN .* NCSR_API_TOKEN /m)
    expect(r.stdout + r.stderr).not.toContain(SYNC)
    expect(run({ NCSR_FORM_TOKEN: 'form-1234567890', NCSR_API_TOKEN: SYNC }).status).toBe(0)
  })
})
