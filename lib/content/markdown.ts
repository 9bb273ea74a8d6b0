// Page copy as Markdown files with YAML front matter under data/content/pages/, so staff edit text, not code (docs/content.md).
// Runs at build time only. The HTML comes from staff-edited files in the repository, never from the
// API; office staff write them through /admin, so the HTML marked makes goes through the allow-list
// sanitiser (lib/content/sanitize.ts) before any page holds it (SECURITY.md).
import fs from 'node:fs'
import path from 'node:path'
import { decodeHTML } from 'entities'
import { Marked, type Token, type TokensList } from 'marked'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { CONTENT_DIR } from '../config/buildEnv.ts'
import { ContentError } from './contentJson.ts'
import { loadEmbeds } from './embeds.ts'
import { formatIssues } from './issues.ts'
import { sanitizeAuthoredHtml, type SanitizePolicy } from './sanitize.ts'

export { ContentError, loadContentJson } from './contentJson.ts'

export interface MarkdownDoc<FM> {
  /** Front matter, validated by the caller's schema. */
  meta: FM
  /** The body rendered to HTML, sanitised. */
  html: string
}

const marked = new Marked({ gfm: true, breaks: false })

/** Splits `---\nyaml\n---\nbody` into its two parts; a file without front matter is all body. */
export function splitFrontMatter(source: string): { yaml: string; body: string } {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''))
  return m ? { yaml: m[1]!, body: m[2]! } : { yaml: '', body: source }
}

/** The sanitiser's policy for a content folder: the frames its embeds.json allows (data/content/ by default). */
export const authoredHtmlPolicy = (contentDir = CONTENT_DIR): SanitizePolicy => loadEmbeds(contentDir)

/** Renders Markdown to sanitised HTML. */
export function renderMarkdown(body: string, policy: SanitizePolicy = authoredHtmlPolicy()): string {
  return sanitizeAuthoredHtml(marked.parse(body, { async: false }), policy).html
}

/** Something the sanitiser removed from a Markdown body, with its line in the body (1-based). */
export interface MarkdownRemoval {
  line: number
  what: string
  why: string
}

/**
 * What the sanitiser would remove from a Markdown body, each with the line it is on (for
 * `npm run check:content`). Each top-level block is rendered and sanitised on its own, so a removal
 * is placed on its block's lines, and on the line within it that holds what was removed when the
 * source spells it out (a tag, an attribute, an address).
 */
export function markdownRemovals(body: string, policy: SanitizePolicy): MarkdownRemoval[] {
  const tokens = marked.lexer(body)
  const out: MarkdownRemoval[] = []
  let line = 1
  for (const token of tokens) {
    const one = Object.assign([token], { links: tokens.links }) as Token[] as TokensList
    const { removed } = sanitizeAuthoredHtml(marked.parser(one), policy)
    const raw = withEntitiesDecoded(token.raw).toLowerCase()
    let from = 0
    for (const r of removed) {
      // After the last one placed (removals come in document order), else anywhere in the block.
      const after = r.needles.map((n) => raw.indexOf(n, from)).find((i) => i >= 0)
      const at = after ?? r.needles.map((n) => raw.indexOf(n)).find((i) => i >= 0) ?? -1
      if (at >= 0) from = at + 1
      out.push({ line: line + (at >= 0 ? countLines(raw, at) : 0), what: r.what, why: r.why })
    }
    line += countLines(token.raw, token.raw.length)
  }
  return out
}

/**
 * '&#106;avascript:' as the sanitiser read it ('javascript:'), only to find where it is written.
 * Each line is decoded on its own and a line break a reference stands for (&#10;, &NewLine;) becomes
 * a space, so the lines stay where they were.
 */
const withEntitiesDecoded = (s: string) =>
  s
    .split('\n')
    .map((line) => decodeHTML(line).replace(/\n/g, ' '))
    .join('\n')

const countLines = (s: string, end: number) => {
  let n = 0
  for (let i = s.indexOf('\n'); i >= 0 && i < end; i = s.indexOf('\n', i + 1)) n++
  return n
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
