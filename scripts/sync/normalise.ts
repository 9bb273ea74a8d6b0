// Stable output, so an unchanged API gives no diff and a changed one a readable diff: newest first by date, then _id; keys in schema order; 2-space JSON; trailing newline.
import type { SnapshotRecord } from './types.ts'

const ISO = /^\d{4}-\d{2}-\d{2}T/

/** Records with a real date come first, newest first; undated and unparseable-dated ones follow; ties by _id. */
export function sortRecords(records: SnapshotRecord[]): SnapshotRecord[] {
  return [...records].sort((a, b) => {
    const da = dateKey(a)
    const db = dateKey(b)
    if (da !== db) return da < db ? 1 : -1
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0
  })
}

function dateKey(r: SnapshotRecord): string {
  return typeof r.date === 'string' && ISO.test(r.date) ? r.date : ''
}

/** The bytes of a snapshot file. Non-ASCII text is kept as it is. */
export function serialise(records: SnapshotRecord[]): string {
  return JSON.stringify(records, null, 2) + '\n'
}
