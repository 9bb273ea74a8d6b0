// Broken networks (docs/hardening.md): the sync fault matrix. Every endpoint is fetched, checked and
// written by the same steps (scripts/sync/), so each fault is met by one endpoint, in turn, and each
// endpoint meets at least one fault, while every other endpoint answers normally (with changed data). For each run: what is kept (the
// faulted endpoint's last good snapshot, byte for byte), what is reported (the endpoint and the
// reason in the summary), the exit code, and that every file in the data folder still parses.
// Sync's sleep is injected (retries and Retry-After cost no time) and its limits are the real defaults
// (20 MB body limit, 3 retries, Retry-After capped at 30 s), except a short timeout.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import type { Fault } from '#scripts/mock-api/server.ts'
import { DEFAULTS } from '#scripts/sync/config.ts'
import { runSync } from '#scripts/sync/runSync.ts'
import { startWorld, touchFixtures, type World } from './harness.ts'

const NAMES = Object.keys(endpoints) as EndpointName[]
const FIFTY_MB = 50 * 1024 * 1024

interface Case {
  fault: string
  /** What the mock does (persistent unless `times`). */
  mock?: Partial<Fault>
  /** A fetch that answers this endpoint itself (for bodies the mock cannot stream). */
  fetchFor?: (path: string) => Response | null
  /** 'kept': last good snapshot stays, exit 1; 'fresh': sync recovered, exit 0. */
  expect: 'kept' | 'fresh'
  reason: RegExp
  sleeps?: (s: number[]) => void
}

const bigStream = () =>
  new Response(
    new ReadableStream<Uint8Array>({
      start() {},
      pull(c) {
        // 1 MB chunks forever; sync must stop reading at its limit.
        c.enqueue(new Uint8Array(1024 * 1024).fill(0x20))
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  )

const fiftyMbJson = '[' + JSON.stringify('a'.repeat(FIFTY_MB)) + ']'

const CASES: Case[] = [
  {
    fault: 'HTTP 500',
    mock: { status: 500, body: '{"message":"error"}' },
    expect: 'kept',
    reason: /HTTP 500 after 4 attempts/,
    sleeps: (s) => expect(s).toEqual([1000, 2000, 4000]),
  },
  {
    fault: 'HTTP 404',
    mock: { status: 404, body: 'Not found', contentType: 'text/plain' },
    expect: 'kept',
    reason: /^HTTP 404$/,
    sleeps: (s) => expect(s).toEqual([]),
  },
  {
    fault: '429 + Retry-After: 7, then OK',
    mock: { status: 429, headers: { 'retry-after': '7' }, times: 1 },
    expect: 'fresh',
    reason: /^$/,
    sleeps: (s) => expect(s).toEqual([7000]),
  },
  {
    fault: '429 + Retry-After: 3600 always',
    mock: { status: 429, headers: { 'retry-after': '3600' } },
    expect: 'kept',
    reason: /HTTP 429 after 4 attempts/,
    sleeps: (s) => expect(s).toEqual([30_000, 30_000, 30_000]),
  },
  { fault: 'timeout', mock: { delayMs: 400 }, expect: 'kept', reason: /timed out after 100 ms after 4 attempts/ },
  { fault: 'connection reset mid-body', mock: { truncate: true }, expect: 'kept', reason: /network error|terminated|after 4 attempts/ },
  { fault: 'connection reset before headers', mock: { reset: true }, expect: 'kept', reason: /network error: .* after 4 attempts/ },
  { fault: 'invalid JSON', mock: { body: '[{"_id":"x","title":"cut' }, expect: 'kept', reason: /body is not JSON/ },
  {
    fault: 'HTML instead of JSON',
    mock: { body: '<!doctype html><title>Bad gateway</title><h1>502</h1>', contentType: 'text/html' },
    expect: 'kept',
    reason: /body is not JSON .*starts "<!doctype html>/,
  },
  { fault: 'empty body', mock: { body: '' }, expect: 'kept', reason: /body is not JSON/ },
  {
    fault: '50 MB body (Content-Length)',
    mock: { body: fiftyMbJson, headers: { 'content-length': String(Buffer.byteLength(fiftyMbJson)) } },
    expect: 'kept',
    reason: new RegExp(`response of ${Buffer.byteLength(fiftyMbJson)} bytes is over the ${DEFAULTS.maxBytes}-byte limit`),
  },
  {
    fault: '50 MB body, chunked (no Content-Length)',
    mock: { body: fiftyMbJson },
    expect: 'kept',
    reason: new RegExp(`response is over the ${DEFAULTS.maxBytes}-byte limit`),
  },
  {
    fault: 'endless body, no Content-Length',
    fetchFor: () => bigStream(),
    expect: 'kept',
    reason: new RegExp(`response is over the ${DEFAULTS.maxBytes}-byte limit`),
  },
]

let w: World
/** The last good snapshot (synced from the original fixtures). */
let before: Record<string, string>
/** What a clean sync of the changed fixtures writes. */
let fresh: Record<string, string>
const matrix: { endpoint: string; fault: string; status: string; exit: number; reported: string }[] = []

const restore = (snapshot: Record<string, string>) => {
  fs.rmSync(w.dataDir, { recursive: true, force: true })
  fs.mkdirSync(w.dataDir, { recursive: true })
  for (const [f, bytes] of Object.entries(snapshot)) fs.writeFileSync(path.join(w.dataDir, f), bytes)
}

beforeAll(async () => {
  w = await startWorld()
  await w.sync()
  before = w.readData()
  touchFixtures(w.apiDir)
  await w.sync()
  fresh = w.readData()
  for (const f of Object.keys(fresh)) expect(fresh[f], f).not.toBe(before[f])
})

afterAll(async () => {
  await w.close()
  if (matrix.length) {
    const kept = matrix.filter((m) => m.status === 'kept').length
    console.log(
      `[hardening] sync fault matrix: ${CASES.length} faults over ${NAMES.length} endpoints = ${matrix.length} runs survived; ${kept} kept the last good snapshot (exit 1), ${matrix.length - kept} recovered (exit 0); 0 files partially written`,
    )
  }
})

describe('sync fault matrix (one endpoint a fault, each endpoint in turn)', () => {
  it('every endpoint meets a fault', () => expect(CASES.length).toBeGreaterThanOrEqual(NAMES.length))
  for (const [i, c] of CASES.entries()) {
    const name = NAMES[i % NAMES.length]!
    it(`${c.fault} (${name})`, { timeout: 30_000 }, async () => {
      {
        const def = endpoints[name]
        restore(before)
        w.api.reset()
        w.sleeps.length = 0
        if (c.mock) w.api.setFault({ path: def.path, ...c.mock })
        const cfg = w.cfg({ ...DEFAULTS, timeoutMs: c.fault === 'timeout' ? 100 : 5000 })
        const run = await runSync(cfg, {
          fetch: async (input: string | URL | Request, init?: RequestInit) => {
            const url = new URL(input instanceof Request ? input.url : String(input))
            return (url.pathname === def.path && c.fetchFor?.(url.pathname)) || globalThis.fetch(input, init)
          },
          sleep: async (ms) => void w.sleeps.push(ms),
          now: () => Date.parse('2026-11-22T06:00:00Z'),
          log: () => {},
        })
        w.api.reset()
        const after = w.readData()
        const result = run.results.find((r) => r.name === name)!
        const label = `${name}: ${c.fault}`
        // What is kept.
        expect(result.status, label).toBe(c.expect)
        expect(after[def.file], label).toBe(c.expect === 'kept' ? before[def.file] : fresh[def.file])
        for (const f of Object.keys(fresh).filter((f) => f !== def.file)) expect(after[f], `${label}: ${f}`).toBe(fresh[f])
        // The exit code.
        expect(run.exitCode, label).toBe(c.expect === 'kept' ? 1 : 0)
        // What is reported.
        expect(result.failure ?? '', label).toMatch(c.reason)
        if (c.expect === 'kept')
          expect(run.markdown, label).toMatch(new RegExp(`${def.file.replace('.', '\\.')}: .*; kept the last good snapshot`))
        c.sleeps?.(w.sleeps)
        // Nothing partially written: every file parses as a list, no temp file is left.
        expect(Object.keys(after).sort(), label).toEqual(Object.keys(fresh).sort())
        for (const [f, bytes] of Object.entries(after)) expect(Array.isArray(JSON.parse(bytes)), `${label}: ${f}`).toBe(true)
        matrix.push({ endpoint: name, fault: c.fault, status: result.status, exit: run.exitCode, reported: result.failure ?? '' })
      }
    })
  }
})
