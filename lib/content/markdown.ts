// Page copy as Markdown files with YAML front matter under data/content/pages/, so staff edit text, not code (docs/content.md).
// Runs at build time only. The HTML comes from staff-edited files in the repository, never from the API.
import fs from 'node:fs'
import path from 'node:path'
import { Marked } from 'marked'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { CONTENT_DIR } from '../config/buildEnv.ts'
import { formatIssues } from './issues.ts'

export class ContentError extends Error {
  override name = 'ContentError'
}

export interface MarkdownDoc<FM> {
  /** Front matter, validated by the caller's schema. */
  meta: FM
  /** The body rendered to HTML. */
  html: string
}

const marked = new Marked({ gfm: true, breaks: false })

/** Splits `---\nyaml\n---\nbody` into its two parts; a file without front matter is all body. */
export function splitFrontMatter(source: string): { yaml: string; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''))
  return m ? { yaml: m[1]!, body: m[2]! } : { yaml: '', body: source }
}

/** Renders Markdown to HTML. */
export function renderMarkdown(body: string): string {
  return marked.parse(body, { async: false }) as string
}

/**
 * Reads data/content/pages/{name}.md, validates its front matter with `schema` and renders its
 * body. A broken file fails the build naming the file and the field.
 */
export function loadMarkdownPage<S extends z.core.$ZodType>(
  name: string,
  schema: S,
  dir = path.join(CONTENT_DIR, 'pages'),
): MarkdownDoc<z.output<S>> {
  const file = path.join(dir, `${name}.md`)
  if (!fs.existsSync(file)) throw new ContentError(`${file}: missing. Create it (see data/content/README.md).`)
  const { yaml, body } = splitFrontMatter(fs.readFileSync(file, 'utf8'))
  let fm: unknown
  try {
    fm = yaml ? parseYaml(yaml) : {}
  } catch (e) {
    throw new ContentError(`${file}: front matter is not valid YAML: ${(e as Error).message}`)
  }
  // z.safeParse (not schema.safeParse): accepts classic and zod/mini schemas (lib/forms uses mini).
  const parsed = z.safeParse(schema, fm ?? {}, { reportInput: true })
  if (!parsed.success) {
    throw new ContentError(formatIssues(file, parsed.error.issues, '(front matter)'))
  }
  return { meta: parsed.data, html: renderMarkdown(body) }
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
