// The sign-in's settings (lib/host/signIn/signInEnv.ts): the two secrets required, the scope one of
// the two Decap needs, and GitHub's address replaceable by a loopback stand-in only (tests).
import { describe, expect, it } from 'vitest'
import { DEFAULT_SCOPE, GITHUB_ORIGIN, loopbackOrigin, readSignInEnv, SignInConfigError } from '#lib/host/signIn/signInEnv.ts'

const secrets = { GITHUB_CLIENT_ID: 'Iv1.abc', GITHUB_CLIENT_SECRET: 'shh' }

describe('readSignInEnv', () => {
  it('reads the secrets, with the scope repo and github.com by default', () => {
    expect(readSignInEnv(secrets)).toEqual({ clientId: 'Iv1.abc', clientSecret: 'shh', scope: 'repo', githubOrigin: GITHUB_ORIGIN })
    expect(DEFAULT_SCOPE).toBe('repo')
    expect(GITHUB_ORIGIN).toBe('https://github.com')
  })

  it('takes public_repo for a public repository', () => {
    expect(readSignInEnv({ ...secrets, GITHUB_OAUTH_SCOPE: 'public_repo' }).scope).toBe('public_repo')
  })

  it.each(['user', 'repo,user', 'repo user', 'admin:org', 'REPO', 'public_repo,repo'])('refuses the scope %j', (scope) => {
    expect(() => readSignInEnv({ ...secrets, GITHUB_OAUTH_SCOPE: scope })).toThrow(/GITHUB_OAUTH_SCOPE must be repo or public_repo/)
  })

  it('names every missing secret, and treats a blank or non-string binding as missing', () => {
    expect(() => readSignInEnv({})).toThrow(
      new SignInConfigError('Sign-in is not set up: GITHUB_CLIENT_ID is not set; GITHUB_CLIENT_SECRET is not set.'),
    )
    expect(() => readSignInEnv({ GITHUB_CLIENT_ID: '  ', GITHUB_CLIENT_SECRET: { secret: 1 } })).toThrow(
      /GITHUB_CLIENT_ID is not set; GITHUB_CLIENT_SECRET/,
    )
  })

  it('lets a test point it at a loopback stand-in for GitHub', () => {
    expect(readSignInEnv({ ...secrets, GITHUB_OAUTH_BASE_URL: 'http://127.0.0.1:8123' }).githubOrigin).toBe('http://127.0.0.1:8123')
    expect(readSignInEnv({ ...secrets, GITHUB_OAUTH_BASE_URL: 'http://localhost:9/' }).githubOrigin).toBe('http://localhost:9')
  })

  it('refuses GITHUB_OAUTH_BASE_URL naming anything but loopback', () => {
    expect(() => readSignInEnv({ ...secrets, GITHUB_OAUTH_BASE_URL: 'https://github.example' })).toThrow(
      /GITHUB_OAUTH_BASE_URL may only name http:\/\/127\.0\.0\.1 or http:\/\/localhost/,
    )
  })
})

describe('loopbackOrigin', () => {
  it.each([
    ['http://127.0.0.1:8123', 'http://127.0.0.1:8123'],
    ['http://localhost:8123/', 'http://localhost:8123'],
    ['http://127.0.0.1', 'http://127.0.0.1'],
  ])('accepts %s', (value, origin) => {
    expect(loopbackOrigin(value)).toBe(origin)
  })

  it.each([
    ['another host', 'https://evil.example'],
    ['GitHub itself (leave it unset instead)', 'https://github.com'],
    ['https on loopback', 'https://127.0.0.1:8123'],
    ['a host that starts like loopback', 'http://127.0.0.1.evil.example'],
    ['a host that ends like it', 'http://evil.localhost.example'],
    ['loopback as user name', 'http://localhost@evil.example'],
    ['loopback as user name and password', 'http://127.0.0.1:80@evil.example'],
    ['credentials on loopback', 'http://u:p@127.0.0.1:8123'],
    ['a path', 'http://127.0.0.1:8123/login'],
    ['a query', 'http://127.0.0.1:8123/?x=1'],
    ['a fragment', 'http://127.0.0.1:8123#x'],
    ['another loopback address', 'http://127.0.0.2:8123'],
    ['IPv6 loopback', 'http://[::1]:8123'],
    ['not a URL', '127.0.0.1:8123'],
    ['a scheme only', 'javascript:alert(1)'],
  ])('refuses %s', (_, value) => {
    expect(loopbackOrigin(value)).toBeNull()
  })
})
