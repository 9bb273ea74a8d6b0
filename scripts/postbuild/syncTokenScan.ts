// The sync token (NCSR_API_TOKEN) is sync's secret and never part of the build's output
// (docs/contract.md "Environment variables", SECURITY.md "Tokens"). The build reads no such variable,
// so it can only get there by mistake: a page's data handed it, or NCSR_FORM_TOKEN set to the same
// value. This check over every file the build wrote turns that mistake into a failed build rather
// than a secret published on the site and on every pull request's preview.
import fs from 'node:fs'
import path from 'node:path'
import { walk } from '#lib/files/walk.ts'

/** A shorter value is not looked for: it could match by chance, and is no secret anyway. */
export const MIN_TOKEN_LENGTH = 8

export class SyncTokenInOutputError extends Error {
  override name = 'SyncTokenInOutputError'
}

/**
 * The files under dir (relative, '/'-separated, sorted) whose bytes hold `value`, one indexOf per
 * file, and how many files were read.
 */
export function filesHolding(dir: string, value: string): { holding: string[]; read: number } {
  const needle = Buffer.from(value, 'utf8')
  const holding: string[] = []
  let read = 0
  for (const { rel, dirent } of walk(dir)) {
    const file = path.join(dir, rel)
    if (!(dirent.isFile() || (dirent.isSymbolicLink() && fs.statSync(file).isFile()))) continue
    read++
    if (fs.readFileSync(file).indexOf(needle) !== -1) holding.push(rel)
  }
  return { holding, read }
}

/**
 * Throws SyncTokenInOutputError naming each file of clientDir that holds the sync token. Does nothing
 * when NCSR_API_TOKEN is unset or shorter than MIN_TOKEN_LENGTH (returns null); else returns how
 * many files it read.
 */
export function assertNoSyncToken(clientDir: string, env: NodeJS.ProcessEnv = process.env): number | null {
  const token = (env.NCSR_API_TOKEN ?? '').trim()
  if (token.length < MIN_TOKEN_LENGTH) return null
  const { holding: files, read } = filesHolding(clientDir, token)
  if (files.length === 0) return read
  const named = files.slice(0, 20).join(', ') + (files.length > 20 ? ` and ${files.length - 20} more` : '')
  const same =
    token === (env.NCSR_FORM_TOKEN ?? '').trim() ? ' NCSR_FORM_TOKEN has the same value: give the forms a token of their own.' : ''
  throw new SyncTokenInOutputError(
    `The sync token (NCSR_API_TOKEN) is in ${files.length} file${files.length === 1 ? '' : 's'} of ${clientDir}: ${named}.${same} ` +
      'It must never be published: find what put it there, and rotate the token on the API if a deployed build ever held it (SECURITY.md "Tokens").',
  )
}
