// The build's settings (lib/config/buildEnv.ts, docs/contract.md "Environment variables").
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pinBuildEnv, readBuildEnv, unpinBuildEnv } from '#lib/config/buildEnv.ts'

afterEach(() => {
  unpinBuildEnv()
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

  it('once pinned by a build process, stay as they were read, whatever the environment says later', () => {
    vi.stubEnv('NCSR_API_BASE', 'https://one.example')
    vi.stubEnv('NCSR_NOW', '2026-11-23T10:00:00Z')
    const pinned = pinBuildEnv()
    vi.stubEnv('NCSR_API_BASE', 'https://two.example')
    expect(readBuildEnv()).toBe(pinned)
    expect(readBuildEnv().apiBase).toBe('https://one.example')
    unpinBuildEnv()
    expect(readBuildEnv().apiBase).toBe('https://two.example')
  })

  it('given an environment of their own, are read from it even while pinned', () => {
    pinBuildEnv()
    expect(readBuildEnv({ NCSR_API_BASE: 'https://other.example/' }).apiBase).toBe('https://other.example')
  })
})
