// Validation happens once at each boundary (docs/architecture.md "Architecture"): each API record is parsed on its own; a bad one is left out and reported.
import type { z } from 'zod'
import { unknownParts } from '#lib/schema/primitives.ts'
import type { EndpointName } from '#lib/endpoints.ts'
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
  const unknown = new UnknownTally()
  list.forEach((raw, index) => {
    const id = rawId(raw)
    const parsed = schema.safeParse(raw)
    if (!parsed.success) {
      invalid++
      for (const iss of parsed.error.issues) {
        problems.push({
          endpoint,
          level: 'error',
          index,
          id,
          field: iss.path.join('.') || '(record)',
          reason: `${iss.message}; record left out`,
        })
      }
      return
    }
    const rec = parsed.data as SnapshotRecord
    if (seen.has(rec._id)) {
      problems.push({
        endpoint,
        level: 'warning',
        index,
        id: rec._id,
        field: '_id',
        reason: 'duplicate _id; the first record with it is kept',
      })
      return
    }
    seen.add(rec._id)
    problems.push(...dateWarnings(endpoint, rec, index))
    unknown.add(rec)
    records.push(rec)
  })
  problems.push(...unknown.warnings(endpoint))
  return { records, problems, invalid }
}

/**
 * Unknown enum values and extra fields, counted over the whole list so the summary names each
 * once (issue: an API that sends a new category must not flood the PR with one line per record).
 */
class UnknownTally {
  private values = new Map<string, Map<string, number>>()
  private fields = new Map<string, number>()
  add(rec: SnapshotRecord) {
    const parts = unknownParts(rec)
    if (!parts) return
    for (const { field, value } of parts.unknownValues) {
      const byValue = this.values.get(field) ?? new Map<string, number>()
      byValue.set(value, (byValue.get(value) ?? 0) + 1)
      this.values.set(field, byValue)
    }
    for (const f of parts.extraFields) this.fields.set(f, (this.fields.get(f) ?? 0) + 1)
  }
  warnings(endpoint: EndpointName): Problem[] {
    const out: Problem[] = []
    for (const [field, byValue] of this.values) {
      const list = [...byValue].map(([v, n]) => `${JSON.stringify(v.slice(0, 60))} (${records(n)})`).join(', ')
      out.push({
        endpoint,
        level: 'warning',
        field,
        reason: `unknown value ${list} kept in the snapshot; pages show only the values they know`,
      })
    }
    if (this.fields.size) {
      const list = [...this.fields].map(([f, n]) => `${JSON.stringify(f.slice(0, 60))} (${records(n)})`).join(', ')
      out.push({
        endpoint,
        level: 'warning',
        reason: `extra field${this.fields.size === 1 ? '' : 's'} ${list} kept in the snapshot, not shown`,
      })
    }
    return out
  }
}

const records = (n: number) => `${n} record${n === 1 ? '' : 's'}`

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

/** Spec §5: an unparseable date is kept (shown as 'Invalid Date') and reported. */
function dateWarnings(endpoint: EndpointName, rec: SnapshotRecord, index: number): Problem[] {
  const value = rec.date
  if (typeof value !== 'string' || value === '' || ISO_INSTANT.test(value)) return []
  return [
    {
      endpoint,
      level: 'warning',
      index,
      id: rec._id,
      field: 'date',
      reason: `unparseable date ${JSON.stringify(value)} kept as it is (shown as 'Invalid Date')`,
    },
  ]
}

function rawId(raw: unknown): string | undefined {
  const id = (raw as { _id?: unknown } | null)?._id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined
}
