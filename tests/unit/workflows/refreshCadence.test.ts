// How often refresh-data.yml syncs (docs/operations.md "How often the data refreshes"): every slot
// of a 15-minute cadence is a schedule entry, and the sync job's condition keeps the slots of the
// cadence the repository variable DATA_REFRESH_MINUTES names (60 by default). The condition is run on
// each slot with each value, as GitHub would evaluate it (tests/support/actionsExpression.ts).
import { describe, expect, it } from 'vitest'
import { evaluate, runsWhen } from '../../support/actionsExpression.ts'
import { eventsOf, wfOf } from '#tests/support/workflows.ts'

const wf = wfOf('refresh-data.yml')
const crons = (eventsOf(wf).schedule as { cron: string }[]).map((c) => c.cron)
const sync = wf.jobs.sync!
const keepAlive = wf.jobs['keep-alive']!

const scheduled = (cron: string, minutes?: string, ref = 'refs/heads/main') => ({
  github: { event_name: 'schedule', ref, event: { schedule: cron } },
  vars: minutes === undefined ? ({} as Record<string, string>) : { DATA_REFRESH_MINUTES: minutes },
})
/** The minutes past each hour the sync runs at, for a value of DATA_REFRESH_MINUTES. */
function syncMinutes(minutes?: string): number[] {
  return crons
    .filter((cron) => cron.split(' ')[1] === '*' && runsWhen(sync.if!, scheduled(cron, minutes)))
    .flatMap((cron) => cron.split(' ')[0]!.split(',').map(Number))
    .sort((a, b) => a - b)
}
const gaps = (m: number[]) => m.map((x, i) => (m[(i + 1) % m.length]! - x + 60) % 60 || 60)

describe('refresh-data: the cadence the school chooses', () => {
  it.each([
    ['15', [2, 17, 32, 47]],
    ['30', [17, 47]],
    ['60', [17]],
  ])('DATA_REFRESH_MINUTES=%s syncs at these minutes of every hour, evenly spaced', (minutes, at) => {
    expect(syncMinutes(minutes)).toEqual(at)
    expect(new Set(gaps(at))).toEqual(new Set([Number(minutes)]))
  })

  it.each([[undefined], [''], ['20'], ['5'], ['hourly'], ['15 ']])('syncs hourly when the variable is %j', (minutes) => {
    expect(syncMinutes(minutes)).toEqual([17])
  })

  it('keeps every slot off the hour and hourly at most; the monthly slot runs the keep-alive alone', () => {
    for (const cron of crons) expect(cron.split(' ')[0]!.split(',').map(Number), cron).not.toContain(0)
    const monthly = crons.filter((c) => c.split(' ')[2] !== '*')
    expect(monthly).toEqual(['41 4 1 * *'])
    for (const minutes of ['15', '30', '60', undefined]) {
      expect(runsWhen(sync.if!, scheduled(monthly[0]!, minutes))).toBe(false)
      expect(runsWhen(keepAlive.if!, scheduled(monthly[0]!, minutes))).toBe(true)
      for (const cron of crons.filter((c) => c !== monthly[0])) expect(runsWhen(keepAlive.if!, scheduled(cron, minutes))).toBe(false)
    }
  })

  it('a run by hand syncs whatever the cadence, on main only', () => {
    const byHand = (ref: string) => ({ github: { event_name: 'workflow_dispatch', ref, event: {} }, vars: { DATA_REFRESH_MINUTES: '60' } })
    expect(runsWhen(sync.if!, byHand('refs/heads/main'))).toBe(true)
    expect(runsWhen(sync.if!, byHand('refs/heads/other'))).toBe(false)
    expect(runsWhen(sync.if!, scheduled('2,32 * * * *', '15', 'refs/heads/other'))).toBe(false)
  })

  it('the evaluator reads conditions as GitHub does', () => {
    const ctx = { github: { ref: 'refs/heads/Main' }, vars: {} }
    expect(evaluate("github.ref == 'refs/heads/main'", ctx)).toBe(true)
    expect(evaluate("vars.NOPE || 'fallback'", ctx)).toBe('fallback')
    expect(evaluate("vars.NOPE && 'x'", ctx)).toBe(null)
    expect(evaluate("!(github.ref != 'x') || contains(fromJSON('[\"15\",\"30\"]'), '30')", ctx)).toBe(true)
    expect(evaluate("${{ startsWith(github.ref, 'refs/heads/') }}", ctx)).toBe(true)
    expect(() => evaluate('github.ref ==', ctx)).toThrow()
  })
})
