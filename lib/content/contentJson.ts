// Reading a JSON content file under data/content/ (menus, tables, photo sets, embeds) with its schema.
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { CONTENT_DIR } from '../config/buildEnv.ts'
import { formatIssues } from './issues.ts'

export class ContentError extends Error {
  override name = 'ContentError'
}

/**
 * Reads and validates a JSON content file under data/content/ (menus, tables, photo sets).
 * A broken file fails the build naming the file, the record and the field.
 */
export function loadContentJson<S extends z.core.$ZodType>(relPath: string, schema: S, dir = CONTENT_DIR): z.output<S> {
  const file = path.join(dir, relPath)
  if (!fs.existsSync(file)) throw new ContentError(`${file}: missing.`)
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (e) {
    throw new ContentError(`${file}: not valid JSON: ${(e as Error).message}`)
  }
  const parsed = z.safeParse(schema, raw, { reportInput: true })
  if (!parsed.success) {
    throw new ContentError(formatIssues(file, parsed.error.issues))
  }
  return parsed.data
}
