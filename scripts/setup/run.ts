// `npm run setup -- --plan | --apply | --check | --retire` (docs/setup.md): reads the settings file and
// the live settings, then prints what it would change, changes it, says which promises hold, or
// removes what the old setup left. Everything outside (fetch, the terminal, the files, the clock of
// nothing) is passed in, so a test runs it against a stand-in GitHub and Cloudflare on 127.0.0.1.
import fs from 'node:fs'
import path from 'node:path'
import { githubApi, type Fetch } from '../ci/githubApi.ts'
import { CLOUDFLARE_API, cloudflareApi } from './cloudflareApi.ts'
import { CODEOWNERS_FILE } from './codeowners.ts'
import {
  codeownersFindings,
  findings,
  PROMISES,
  type ApplyContext,
  type Change,
  type Finding,
  type PromiseKey,
  type Status,
} from './rules.ts'
import type { Ask } from './secrets.ts'
import { readSettings, SETTINGS_FILE } from './settings.ts'
import { readCodeowners, readState, type Clients } from './state.ts'

export type Mode = 'plan' | 'apply' | 'check' | 'retire'

export interface SetupOptions {
  mode: Mode
  /** --only codeowners: the check of CODEOWNERS alone, with a token that reads contents only. */
  only?: 'codeowners'
  /** --report <file>: the check as Markdown too (the daily workflow's issue body). */
  report?: string
  env: Record<string, string | undefined>
  /** The working copy: the settings file and CODEOWNERS are read (and CODEOWNERS written) there. */
  cwd: string
  fetch: Fetch
  ask: Ask
  seal: (value: string, base64Key: string) => Promise<string>
  out: (line: string) => void
}

export const USAGE = `Usage: npm run setup -- --plan | --apply | --check [--report <file>] [--only codeowners] | --retire
Reads ${SETTINGS_FILE}; GITHUB_TOKEN (or GH_TOKEN) and CLOUDFLARE_API_TOKEN (CLOUDFLARE_PREVIEW_API_TOKEN for a
second account) from the environment. docs/setup.md says which token each mode needs.`

/** The API's address: GitHub's or Cloudflare's own, another https one, or a stand-in on this machine. */
function apiUrl(value: string | undefined, fallback: string, name: string): string {
  if (!value) return fallback
  const u = new URL(value)
  if (u.protocol === 'https:' || (u.protocol === 'http:' && (u.hostname === '127.0.0.1' || u.hostname === 'localhost'))) return value
  throw new Error(`${name} must be https:// or http://127.0.0.1 (a token is sent there): ${value}`)
}

const MARK: Record<Status, string> = { holds: 'holds', broken: 'BROKEN', unknown: 'cannot tell' }

/** Each promise with its findings: broken first, then cannot tell, then holds. */
function byPromise(all: Finding[]): [PromiseKey, Status, Finding[]][] {
  const rank: Record<Status, number> = { broken: 0, unknown: 1, holds: 2 }
  return (Object.keys(PROMISES) as PromiseKey[]).flatMap((key) => {
    const mine = all.filter((f) => f.promise === key).sort((a, b) => rank[a.status] - rank[b.status])
    if (!mine.length) return []
    const status: Status = mine[0]!.status
    return [[key, status, mine] as [PromiseKey, Status, Finding[]]]
  })
}

export function formatCheck(all: Finding[]): string[] {
  const lines: string[] = []
  for (const [key, status, mine] of byPromise(all)) {
    lines.push(`${PROMISES[key]}: ${MARK[status]}`)
    for (const f of mine) {
      lines.push(`  ${MARK[f.status].padEnd(11)} ${f.text}`)
      if (f.status !== 'holds' && f.fix) lines.push(`  ${''.padEnd(11)} fix: ${f.fix}`)
    }
  }
  lines.push('', summary(all))
  return lines
}

export function checkMarkdown(all: Finding[]): string {
  const lines = ['The daily settings check (`npm run setup -- --check`, docs/setup.md) found:', '']
  for (const [key, status, mine] of byPromise(all)) {
    lines.push(`### ${PROMISES[key]}: ${MARK[status]}`, '')
    for (const f of mine) lines.push(`- **${MARK[f.status]}**: ${f.text}${f.status !== 'holds' && f.fix ? `. Fix: ${f.fix}` : ''}`)
    lines.push('')
  }
  lines.push(summary(all))
  return lines.join('\n')
}

function summary(all: Finding[]): string {
  const n = (st: Status) => all.filter((f) => f.status === st).length
  return n('broken')
    ? `${n('broken')} broken, ${n('unknown')} cannot tell, ${n('holds')} hold.`
    : `Nothing is broken: ${n('holds')} hold, ${n('unknown')} cannot tell.`
}

/** 0: nothing broken; 1: something broken (or a change failed); 2: the command could not start. */
export async function runSetup(o: SetupOptions): Promise<number> {
  const settingsRead = readSettings(path.join(o.cwd, SETTINGS_FILE))
  if ('problems' in settingsRead) {
    o.out(`Fill in ${SETTINGS_FILE} first (docs/setup.md "The settings file"):`)
    for (const p of settingsRead.problems) o.out(`  ${p}`)
    return 2
  }
  const s = settingsRead.settings
  const githubToken = o.env.GITHUB_TOKEN || o.env.GH_TOKEN || ''
  const cloudflareToken = o.env.CLOUDFLARE_API_TOKEN || ''
  const needsCloudflare = o.only !== 'codeowners'
  if (!githubToken || (needsCloudflare && !cloudflareToken)) {
    o.out(`Set GITHUB_TOKEN${needsCloudflare ? ' and CLOUDFLARE_API_TOKEN' : ''} in the environment (docs/setup.md "Apply").`)
    return 2
  }
  let clients: Clients
  try {
    const cfUrl = apiUrl(o.env.CLOUDFLARE_API_URL, CLOUDFLARE_API, 'CLOUDFLARE_API_URL')
    const cloudflare = cloudflareApi({ fetch: o.fetch, token: cloudflareToken, apiUrl: cfUrl })
    clients = {
      github: githubApi({
        fetch: o.fetch,
        token: githubToken,
        apiUrl: apiUrl(o.env.GITHUB_API_URL, 'https://api.github.com', 'GITHUB_API_URL'),
      }),
      cloudflare,
      cloudflarePreview: o.env.CLOUDFLARE_PREVIEW_API_TOKEN
        ? cloudflareApi({ fetch: o.fetch, token: o.env.CLOUDFLARE_PREVIEW_API_TOKEN, apiUrl: cfUrl })
        : cloudflare,
      fetch: o.fetch,
    }
  } catch (e) {
    o.out((e as Error).message)
    return 2
  }
  const codeownersPath = path.join(o.cwd, CODEOWNERS_FILE)
  const local = { codeowners: fs.existsSync(codeownersPath) ? fs.readFileSync(codeownersPath, 'utf8') : null }

  if (o.only === 'codeowners') {
    const all = codeownersFindings(s, { github: { codeowners: await readCodeowners(clients.github, s) } }, local)
    return finishCheck(all, o)
  }
  const state = await readState(clients, s)
  const all = findings(s, state, local)

  if (o.mode === 'check') return finishCheck(all, o)
  const changes = all.flatMap((f) => f.changes ?? []).filter((c) => Boolean(c.retire) === (o.mode === 'retire'))
  if (o.mode === 'plan') {
    const later = all.flatMap((f) => f.changes ?? []).filter((c) => c.retire)
    o.out(changes.length ? `--apply would:` : '--apply would change nothing.')
    for (const c of changes) o.out(`  ${c.describe}`)
    if (later.length) o.out('--retire would:')
    for (const c of later) o.out(`  ${c.describe}`)
    const byHand = all.filter((f) => f.status === 'broken' && !f.changes?.length)
    if (byHand.length) o.out('By hand (no API does these):')
    for (const f of byHand) o.out(`  ${f.text}. Fix: ${f.fix}`)
    return 0
  }
  const ctx: ApplyContext = {
    ...clients,
    ask: o.ask,
    seal: o.seal,
    teamIds: new Map(
      Object.entries(state.github.teams ?? {}).flatMap(([slug, r]) => (r.ok && r.value ? [[slug, r.value.id] as const] : [])),
    ),
    writeLocalCodeowners: (text) => fs.writeFileSync(codeownersPath, text),
    log: o.out,
  }
  return applyChanges(changes, ctx, o)
}

function finishCheck(all: Finding[], o: SetupOptions): number {
  for (const line of formatCheck(all)) o.out(line)
  if (o.report) fs.writeFileSync(o.report, checkMarkdown(all))
  return all.some((f) => f.status === 'broken') ? 1 : 0
}

async function applyChanges(changes: Change[], ctx: ApplyContext, o: SetupOptions): Promise<number> {
  if (!changes.length) {
    o.out(`Nothing to change${o.mode === 'retire' ? ' to retire' : ''}.`)
    return 0
  }
  let failed = 0
  for (const c of changes) {
    try {
      await c.run(ctx)
      o.out(`done: ${c.describe}`)
    } catch (e) {
      failed++
      o.out(`FAILED: ${c.describe}: ${(e as Error).message}`)
    }
  }
  o.out(failed ? `${failed} of ${changes.length} changes failed.` : `${changes.length} changes made. Now: npm run setup -- --check`)
  return failed ? 1 : 0
}
