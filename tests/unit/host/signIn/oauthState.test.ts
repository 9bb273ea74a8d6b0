// The sign-in's state (lib/host/signIn/oauthState.ts): random, compared in full, kept in a
// __Host- cookie no script can read, and used once.
import { describe, expect, it } from 'vitest'
import {
  CLEAR_STATE_COOKIE,
  newState,
  sameState,
  STATE_COOKIE,
  STATE_MAX_AGE,
  stateCookie,
  stateFromCookies,
} from '#lib/host/signIn/oauthState.ts'

describe('newState', () => {
  it('is 32 random bytes as 43 base64url characters, different each time', () => {
    const states = new Set(Array.from({ length: 200 }, () => newState()))
    expect(states.size).toBe(200)
    for (const s of states) expect(s).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('encodes the bytes it is given without padding or + and /', () => {
    expect(newState((b) => b.fill(0xff))).toBe('_'.repeat(42) + '8')
    expect(newState((b) => b.fill(0xfb))).toMatch(/^[-_A-Za-z0-9]{43}$/)
  })
})

describe('sameState', () => {
  const a = newState()
  it('accepts the same state', () => {
    expect(sameState(a, `${a}`)).toBe(true)
  })

  it.each([
    ['another state', newState()],
    ['the state with its last character changed', a.slice(0, -1) + (a.endsWith('A') ? 'B' : 'A')],
    ['its first 42 characters', a.slice(0, 42)],
    ['the state and more', a + 'A'],
    ['an empty state', ''],
    ['a state of another shape', '%'.repeat(43)],
  ])('refuses %s', (_, given) => {
    expect(sameState(a, given)).toBe(false)
  })

  it('refuses anything when the cookie does not hold a state', () => {
    expect(sameState('', '')).toBe(false)
    expect(sameState('x', 'x')).toBe(false)
  })
})

describe('the state cookie', () => {
  it('is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/, for ten minutes, with no Domain', () => {
    const c = stateCookie('abc')
    expect(STATE_COOKIE.startsWith('__Host-')).toBe(true)
    expect(STATE_MAX_AGE).toBe(600)
    expect(c).toBe(`${STATE_COOKIE}=abc; Max-Age=600; Path=/; Secure; HttpOnly; SameSite=Lax`)
    expect(c).not.toMatch(/domain=/i)
    expect(CLEAR_STATE_COOKIE).toBe(`${STATE_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`)
  })

  it('is read from a Cookie header among others, the first if sent twice', () => {
    expect(stateFromCookies(`a=1; ${STATE_COOKIE}=s1; b=2`)).toBe('s1')
    expect(stateFromCookies(`${STATE_COOKIE}=s1;${STATE_COOKIE}=s2`)).toBe('s1')
    expect(stateFromCookies(`x${STATE_COOKIE}=s1`)).toBeNull()
    expect(stateFromCookies(`${STATE_COOKIE}=`)).toBeNull()
    expect(stateFromCookies('')).toBeNull()
    expect(stateFromCookies(null)).toBeNull()
  })
})
