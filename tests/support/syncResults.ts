// Sync results as scripts/sync/runSync.ts reports them, for the tests of what is made from them
// (the pull request's summary, its "Pages to check").
import type { EndpointName } from '#lib/endpoints.ts'
import type { EndpointResult, SnapshotRecord } from '#scripts/sync/types.ts'

/** A record with an id and a title. */
export const rec = (id: string, title = `T ${id}`): SnapshotRecord => ({ _id: id, title }) as SnapshotRecord

/** A fresh, written endpoint whose records were added, changed or removed. */
export const syncResult = (
  name: EndpointName,
  added: SnapshotRecord[] = [],
  changed: SnapshotRecord[] = [],
  removed: SnapshotRecord[] = [],
): EndpointResult => ({
  name,
  file: `${name}.json`,
  status: 'fresh',
  count: added.length,
  written: true,
  problems: [],
  changes: { added, changed, removed },
})
