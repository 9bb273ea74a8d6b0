// The build re-validates every snapshot it reads (lib/load/snapshot.ts, docs/data.md): a record sync
// would have left out fails the build, named on one line of its log.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadSnapshot, SnapshotParseError } from '#lib/load/snapshot.ts'

let dir: string
beforeEach(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ncsr-snapshot-'))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const event = (_id: string) => ({ _id, title: 'Sports day', school: 'Senior', date: '2026-07-01T18:30:00.000Z' })

describe('a snapshot read by the build', () => {
  it('fails the build on an id holding a line break, naming file, record and id on one line', () => {
    const forged = 'e2\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Forged'
    fs.writeFileSync(path.join(dir, 'events-all.json'), JSON.stringify([event('e1'), event(forged)]))
    expect(() => loadSnapshot('eventsAll', dir)).toThrow(SnapshotParseError)
    let message = ''
    try {
      loadSnapshot('eventsAll', dir)
    } catch (e) {
      message = (e as Error).message
    }
    expect(message).toBe(
      `${path.join(dir, 'events-all.json')} › record 1 (${JSON.stringify(forged)}) › _id: holds a control character or line break`,
    )
    expect(message).not.toMatch(/[\r\n]/)
  })
})
