// The editor's sign-in (docs/operations.md "The editor at /admin"): the OAuth `state` that ties
// GitHub's answer to the browser that started the sign-in. /admin/auth puts a fresh random state in
// a cookie and in GitHub's consent address; /admin/callback exchanges a code only when GitHub hands
// back the state the cookie holds, so no other page can feed its own code (or a replayed one) in.

/** `__Host-`: the browser keeps it only when set over https, with Path=/ and no Domain, so no subdomain can plant one. */
export const STATE_COOKIE = '__Host-ncsr-sign-in-state'
/** Seconds a sign-in may take from /admin/auth to /admin/callback (GitHub's consent page in between). */
export const STATE_MAX_AGE = 600

/** 32 random bytes as base64url: 43 characters. */
const STATE_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** A fresh state from the platform's CSPRNG (Web Crypto, in Workers and Node alike). */
export function newState(randomBytes: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const bytes = randomBytes(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * Whether GitHub's `given` state is the cookie's `expected` one. Both must have a state's shape;
 * then every character is compared, whatever the first difference, so the time taken tells a
 * caller nothing about how much of a guess was right.
 */
export function sameState(expected: string, given: string): boolean {
  if (!STATE_SHAPE.test(expected) || !STATE_SHAPE.test(given)) return false
  let diff = 0
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i)
  return diff === 0
}

/** Set-Cookie for a new sign-in: HttpOnly (no script reads it), Lax (sent on GitHub's redirect back, a top-level GET). */
export function stateCookie(state: string): string {
  return `${STATE_COOKIE}=${state}; Max-Age=${STATE_MAX_AGE}; Path=/; Secure; HttpOnly; SameSite=Lax`
}

/** Set-Cookie that ends the sign-in: a state is used once, whatever the outcome. */
export const CLEAR_STATE_COOKIE = `${STATE_COOKIE}=; Max-Age=0; Path=/; Secure; HttpOnly; SameSite=Lax`

/** The state cookie's value in a Cookie header (the first, if sent twice), or null. */
export function stateFromCookies(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === STATE_COOKIE) return part.slice(eq + 1).trim() || null
  }
  return null
}
