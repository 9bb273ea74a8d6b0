// The public form token is never the sync token (SECURITY.md "Tokens"): NCSR_FORM_TOKEN is written
// into the pages of every build, NCSR_API_TOKEN reads the protected lists. No deploy or preview build
// holds the sync token, so the build's own scan (scripts/postbuild/syncTokenScan.ts) cannot see the
// two set to one value; the refresh's sync step holds both, and runs this first. Both values are
// compared as the programs read them (trimmed), through SHA-256 digests with timingSafeEqual, so
// the time taken says nothing of either, and neither is ever printed.
// Usage (refresh-data.yml's sync step): node --import tsx scripts/ci/distinctTokens.ts
import { createHash, timingSafeEqual } from 'node:crypto'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const digest = (s: string) => createHash('sha256').update(s.trim(), 'utf8').digest()

/** Whether two secrets are the same once trimmed, in time that depends on neither. */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b))
}

/** The message when the form token is the sync token (naming the variables, never a value), else null. */
export function tokenClash(env: NodeJS.ProcessEnv): string | null {
  const form = env.NCSR_FORM_TOKEN ?? ''
  const sync = env.NCSR_API_TOKEN ?? ''
  if (!form.trim() || !sync.trim() || !sameSecret(form, sync)) return null
  return (
    "NCSR_FORM_TOKEN (the forms' public token, written into every page) has the same value as NCSR_API_TOKEN (the sync token): " +
    'the sync token would be published on the site. Ask the API provider for a form token of its own, set it as NCSR_FORM_TOKEN, ' +
    'and rotate the sync token (SECURITY.md "Tokens").'
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const clash = tokenClash(process.env)
  if (clash) {
    console.log(`::error title=Form token is the sync token::${clash}`)
    process.exit(1)
  }
  console.log('NCSR_FORM_TOKEN and NCSR_API_TOKEN differ (or one is unset).')
}
