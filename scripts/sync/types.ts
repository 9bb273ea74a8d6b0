// Shapes shared by the sync steps.
import type { EndpointName } from '#lib/endpoints.ts'

/** A normalised record as a schema emits it: `_id` always set. */
export type SnapshotRecord = { _id: string } & Record<string, unknown>

/**
 * Something the data PR reviewer should see. `error`: a record was left out or the endpoint
 * failed; `warning`: kept, but odd (unparseable date, duplicate _id, a list that went empty).
 */
export interface Problem {
  endpoint: EndpointName
  level: 'error' | 'warning'
  /** Position in the API's list, when the problem is one record's. */
  index?: number
  id?: string
  field?: string
  reason: string
}

export interface Changes {
  added: SnapshotRecord[]
  removed: SnapshotRecord[]
  changed: SnapshotRecord[]
}

export interface EndpointResult {
  name: EndpointName
  file: string
  /** fresh: written (or unchanged); kept: failed, last good snapshot untouched. */
  status: 'fresh' | 'kept'
  /** Why the endpoint failed as a whole (status 'kept'). */
  failure?: string
  /** Records now in the file. */
  count: number
  /** Bytes differ from before (a new file, or changed records). */
  written: boolean
  changes: Changes
  problems: Problem[]
}
