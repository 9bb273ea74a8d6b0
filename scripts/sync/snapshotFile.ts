// Reading the last good snapshot, and writing a new one atomically: temp file in the same folder, fsync, rename.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { z } from 'zod'
import type { SnapshotRecord } from './types.ts'

export interface OldSnapshot {
  /** The file's bytes, null when there is no file. */
  bytes: string | null
  /** Its records re-validated; [] when absent or unreadable (then every record counts as added). */
  records: SnapshotRecord[]
  /** Every record of the file parsed: only then may its bytes be kept as they are. */
  complete: boolean
}

export async function readOldSnapshot(file: string, schema: z.ZodType): Promise<OldSnapshot> {
  let bytes: string
  try {
    bytes = await fs.readFile(file, 'utf8')
  } catch {
    return { bytes: null, records: [], complete: false }
  }
  try {
    const list = JSON.parse(bytes) as unknown
    if (!Array.isArray(list)) return { bytes, records: [], complete: false }
    const records = list.flatMap((r) => {
      const p = schema.safeParse(r)
      return p.success ? [p.data as SnapshotRecord] : []
    })
    return { bytes, records, complete: records.length === list.length }
  } catch {
    return { bytes, records: [], complete: false }
  }
}

const TEMP_SUFFIX = '.sync-tmp'

/**
 * Replaces `file` with `content` so that a crash or kill at any moment leaves either the old
 * file or the new one: the temp file lives in the same folder (rename is atomic only within a
 * file system) and is flushed to disk before the rename.
 */
export async function writeFileAtomic(file: string, content: string): Promise<void> {
  const dir = path.dirname(file)
  await fs.mkdir(dir, { recursive: true })
  const temp = path.join(dir, `.${path.basename(file)}.${process.pid}.${Date.now().toString(36)}${TEMP_SUFFIX}`)
  const handle = await fs.open(temp, 'w')
  try {
    await handle.writeFile(content, 'utf8')
    await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await fs.rename(temp, file)
  } catch (e) {
    await fs.rm(temp, { force: true })
    throw e
  }
  await syncDir(dir)
}

/** Makes the rename itself durable; some file systems refuse to open a folder, which is harmless. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r').catch(() => null)
  if (!handle) return
  await handle.sync().catch(() => {})
  await handle.close()
}

/** Removes temp files a killed run left behind (never snapshot files themselves). */
export async function removeStaleTemps(dir: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  await Promise.all(names.filter((n) => n.startsWith('.') && n.endsWith(TEMP_SUFFIX)).map((n) => fs.rm(path.join(dir, n), { force: true })))
}
