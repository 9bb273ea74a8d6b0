// The build's settings (lib/config/buildEnv.ts, docs/contract.md "Environment variables").
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BuildEnvError, LOCAL_SITE_URL, readBuildEnv } from '#lib/config/buildEnv.ts'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('the build settings', () => {
  it('follow the environment when it changes between calls', () => {
    vi.stubEnv('NCSR_API_BASE', 'https://one.example/')
    expect(readBuildEnv().apiBase).toBe('https://one.example')
    vi.stubEnv('NCSR_API_BASE', 'https://two.example')
    expect(readBuildEnv().apiBase).toBe('https://two.example')
  })

  it('keep one clock for a build when NCSR_NOW is unset', () => {
    vi.stubEnv('NCSR_NOW', undefined)
    expect(readBuildEnv().now).toBe(readBuildEnv().now)
  })
})

describe('SITE_URL', () => {
  it('a deploy build (NCSR_DEPLOY=1) without it fails, naming the variable and where to set it', () => {
    for (const SITE_URL of [undefined, '', '  ', '/']) {
      expect(() => readBuildEnv({ NCSR_DEPLOY: '1', SITE_URL })).toThrow(BuildEnvError)
      expect(() => readBuildEnv({ NCSR_DEPLOY: '1', SITE_URL })).toThrow(
        /^SITE_URL is not set, and this is a deploy build \(NCSR_DEPLOY=1\).*repository variable SITE_URL \(Settings > Secrets and variables/,
      )
    }
  })
  it('a deploy build with it names the live site', () => {
    expect(readBuildEnv({ NCSR_DEPLOY: '1', SITE_URL: 'https://www.school.example/' }).siteUrl).toBe('https://www.school.example')
  })
  it('a local build without it keeps the localhost default', () => {
    expect(LOCAL_SITE_URL).toBe('http://localhost:4173')
    expect(readBuildEnv({}).siteUrl).toBe(LOCAL_SITE_URL)
    expect(readBuildEnv({ NCSR_DEPLOY: '0' }).siteUrl).toBe(LOCAL_SITE_URL)
    expect(readBuildEnv({ NCSR_DEPLOY: '' }).siteUrl).toBe(LOCAL_SITE_URL)
  })
})

describe('the sync token', () => {
  it('is not among the build settings, whatever the environment holds', () => {
    const env = readBuildEnv({ NCSR_API_TOKEN: 'sync-secret-123456', NCSR_FORM_TOKEN: 'form-public-7890' })
    expect(env.formToken).toBe('form-public-7890')
    expect(JSON.stringify(env)).not.toContain('sync-secret-123456')
  })
})
