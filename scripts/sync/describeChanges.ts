// The change as words for the data PR (reviewers read words, not JSON): records added, removed and changed, by _id.
import type { Changes, SnapshotRecord } from './types.ts'

export function describeChanges(before: SnapshotRecord[], after: SnapshotRecord[]): Changes {
  const old = new Map(before.map((r) => [r._id, r]))
  const now = new Set(after.map((r) => r._id))
  const changes: Changes = { added: [], removed: [], changed: [] }
  for (const rec of after) {
    const prev = old.get(rec._id)
    if (!prev) changes.added.push(rec)
    else if (JSON.stringify(prev) !== JSON.stringify(rec)) changes.changed.push(rec)
  }
  changes.removed = before.filter((r) => !now.has(r._id))
  return changes
}

/** What a reviewer calls the record: its title, or a topper's name, or its _id. */
export function recordLabel(r: SnapshotRecord): string {
  const label = typeof r.title === 'string' ? r.title : typeof r.name === 'string' ? r.name : ''
  return label || r._id
}
