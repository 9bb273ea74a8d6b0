// DESIGN.md "Validation happens once at each boundary": each API record is parsed on its own; a bad one is left out and reported.
import type { z } from 'zod'
import type { EndpointName } from '../../lib/endpoints.ts'
import type { Problem, SnapshotRecord } from './types.ts'

export interface Validated {
  records: SnapshotRecord[]
  problems: Problem[]
  /** Records that failed their schema (duplicates are not counted). */
  invalid: number
}

export function validateRecords(endpoint: EndpointName, schema: z.ZodType, list: unknown[]): Validated {
  const records: SnapshotRecord[] = []
  const problems: Problem[] = []
  const seen = new Set<string>()
  let invalid = 0
  list.forEach((raw, index) => {
    const id = rawId(raw)
    const parsed = schema.safeParse(raw)
    if (!parsed.success) {
      invalid++
      for (const iss of parsed.error.issues) {
        problems.push({ endpoint, level: 'error', index, id, field: iss.path.join('.') || '(record)', reason: `${iss.message}; record left out` })
      }
      return
    }
    const rec = parsed.data as SnapshotRecord
    if (seen.has(rec._id)) {
      problems.push({ endpoint, level: 'warning', index, id: rec._id, field: '_id', reason: 'duplicate _id; the first record with it is kept' })
      return
    }
    seen.add(rec._id)
    problems.push(...dateWarnings(endpoint, rec, index))
    records.push(rec)
  })
  return { records, problems, invalid }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** Spec §5: an unparseable date is kept (shown as 'Invalid Date') and reported. */
function dateWarnings(endpoint: EndpointName, rec: SnapshotRecord, index: number): Problem[] {
  const value = rec.date
  if (typeof value !== 'string' || value === '' || ISO_INSTANT.test(value)) return []
  return [{ endpoint, level: 'warning', index, id: rec._id, field: 'date', reason: `unparseable date ${JSON.stringify(value)} kept as it is (shown as 'Invalid Date')` }]
}

function rawId(raw: unknown): string | undefined {
  const id = (raw as { _id?: unknown } | null)?._id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined
}
