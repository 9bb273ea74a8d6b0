// The readable change summary of a content pull request (the editor at /admin opens one per save):
// for each changed file under data/content/, each changed field as "old → new" and each changed
// line of a page's text, so a reviewer reads what changed without opening JSON or YAML.
import { parse as parseYaml } from 'yaml'
import { splitFrontMatter } from '#lib/content/markdown.ts'

type Leaf = string | number | boolean | null

/** Every leaf value of a JSON value by dotted path ('rows.0.tuitionFees'). */
export function leaves(value: unknown, at = '', out = new Map<string, Leaf>()): Map<string, Leaf> {
  if (value === undefined) return out
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, at ? `${at}.${i}` : String(i), out))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) leaves(v, at ? `${at}.${k}` : k, out)
  else out.set(at, (value ?? null) as Leaf)
  return out
}

const show = (v: Leaf | undefined) =>
  v === undefined ? '(none)' : typeof v === 'string' ? `“${v.length > 80 ? v.slice(0, 77) + '…' : v}”` : String(v)

/** "field: old → new" lines between two parsed values. */
export function fieldChanges(before: unknown, after: unknown): string[] {
  const a = leaves(before)
  const b = leaves(after)
  const keys = [...new Set([...a.keys(), ...b.keys()])]
  return keys.filter((k) => a.get(k) !== b.get(k)).map((k) => `\`${k || '(value)'}\`: ${show(a.get(k))} → ${show(b.get(k))}`)
}

function parse(rel: string, text: string | null): { data: unknown; body: string[] } {
  if (text === null) return { data: undefined, body: [] }
  if (!rel.endsWith('.md')) {
    try {
      return { data: JSON.parse(text), body: [] }
    } catch {
      return { data: text, body: [] }
    }
  }
  const { yaml, body } = splitFrontMatter(text)
  let data: unknown
  try {
    data = yaml ? parseYaml(yaml) : {}
  } catch {
    data = yaml
  }
  return { data, body: body.split('\n') }
}

/** One file's section of the summary, or '' when nothing a reader sees changed. */
export function describeFileChange(rel: string, beforeText: string | null, afterText: string | null): string {
  const title = `#### \`data/content/${rel}\`${beforeText === null ? ' (new file)' : afterText === null ? ' (deleted)' : ''}`
  const a = parse(rel, beforeText)
  const b = parse(rel, afterText)
  const lines = fieldChanges(a.data, b.data).map((l) => `- ${l}`)
  const removed = a.body.filter((l) => l.trim() && !b.body.includes(l))
  const added = b.body.filter((l) => l.trim() && !a.body.includes(l))
  if (removed.length || added.length) {
    lines.push('- Page text:', '', '```diff', ...removed.map((l) => `- ${l}`), ...added.map((l) => `+ ${l}`), '```')
  }
  return lines.length || beforeText === null || afterText === null ? [title, '', ...lines, ''].join('\n') : ''
}
