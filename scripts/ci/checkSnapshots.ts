// The data lane's first step: every snapshot file the build reads parses as JSON and every record
// passes its schema, read by the build's own loader (lib/load/snapshot.ts), so a broken file stops
// the lane in a second, naming file, record and field, before a build is started.
import { endpoints, type EndpointName } from '#lib/endpoints.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'

export interface SnapshotCheck {
  files: number
  records: number
  /** One entry per broken file: the loader's message (file › record › field: what is wrong). */
  problems: string[]
}

export function checkSnapshots(dataDir: string): SnapshotCheck {
  const out: SnapshotCheck = { files: 0, records: 0, problems: [] }
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    try {
      const records = loadSnapshot(name, dataDir)
      out.files++
      out.records += records.length
    } catch (e) {
      out.problems.push((e as Error).message)
    }
  }
  return out
}
