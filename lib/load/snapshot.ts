// docs/architecture.md "Architecture" (validation once at each boundary): the build re-validates every snapshot file it reads.
import fs from 'node:fs'
import path from 'node:path'
import { endpoints, type EndpointName, type EndpointRecord } from '../endpoints.ts'
import { readBuildEnv } from '../config/buildEnv.ts'
import { withoutExtras } from '../schema/primitives.ts'
import { parsedFile } from './fileCache.ts'

export class SnapshotParseError extends Error {
  override name = 'SnapshotParseError'
}

/**
 * Records of one endpoint's snapshot, validated. A missing file is an empty list (a fresh checkout
 * of a school with no data yet still builds); a broken file fails the build naming file, record and field.
 * Parsed once while the file is unchanged (lib/load/fileCache.ts): the pages of a build ask for a
 * snapshot thousands of times, and `npm run dev` sees an edited file on the next request.
 */
export function loadSnapshot<N extends EndpointName>(name: N, dataDir = readBuildEnv().dataDir): EndpointRecord<N>[] {
  const { file, schema } = endpoints[name]
  const filePath = path.join(dataDir, file)
  return parsedFile(filePath, () => (fs.existsSync(filePath) ? parseSnapshotFile(filePath, schema) : [])) as EndpointRecord<N>[]
}

/** The image paths of one endpoint's records, as its definition names them (lib/endpoints.ts `images`). */
export function snapshotImagePaths<N extends EndpointName>(name: N, dataDir: string): string[] {
  const imagesOf = endpoints[name].images as (r: EndpointRecord<N>) => readonly string[]
  return loadSnapshot(name, dataDir).flatMap((r) => [...imagesOf(r)])
}

/** A snapshot file's records, each validated by schema; throws naming file, record and field. */
function parseSnapshotFile(filePath: string, schema: (typeof endpoints)[EndpointName]['schema']): unknown[] {
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(filePath, 'utf8'))
  } catch (e) {
    throw new SnapshotParseError(
      `${filePath}: not valid JSON (${(e as Error).message}). Run \`npm run sync\` or restore the file from git.`,
    )
  }
  if (!Array.isArray(raw)) throw new SnapshotParseError(`${filePath}: expected a JSON array of records.`)
  return raw.map((rec, i) => {
    const parsed = schema.safeParse(rec)
    // Fields the site does not know stay in the snapshot but never reach a page.
    if (parsed.success) return withoutExtras(parsed.data as object)
    const id = (rec as { _id?: unknown })?._id
    const lines = parsed.error.issues.map(
      // The id as JSON: one line in the build's log whatever it holds.
      (iss) =>
        `${filePath} › record ${i}${id ? ` (${JSON.stringify(String(id))})` : ''} › ${iss.path.join('.') || '(record)'}: ${iss.message}`,
    )
    throw new SnapshotParseError(lines.join('\n'))
  })
}
