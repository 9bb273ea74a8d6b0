// The sync report: a headline usable as the data PR's title, a human summary for the terminal, and Markdown for the PR body.
import type { EndpointName } from '#lib/endpoints.ts'
import { changedPagesMarkdown, changedRoutes } from './changedRoutes.ts'
import { recordLabel } from './describeChanges.ts'
import type { EndpointResult, Problem, SnapshotRecord } from './types.ts'

/** How a reviewer names an endpoint's records: [one, many]. */
const NOUNS: Record<EndpointName, [string, string]> = {
  highlight: ['highlight', 'highlights'],
  news: ['home news', 'home news'],
  newsAll: ['news', 'news'],
  events: ['home event', 'home events'],
  eventsAll: ['event', 'events'],
  videos: ['video', 'videos'],
  gallery: ['album', 'albums'],
  toppers: ['topper', 'toppers'],
  media: ['social item', 'social items'],
  testimonials: ['testimonial', 'testimonials'],
  notifications: ['notification', 'notifications'],
  onlineRegistration: ['registration banner', 'registration banners'],
}

const count = (n: number, [one, many]: [string, string]) => `${n} ${n === 1 ? one : many}`

/** e.g. '3 news, 1 album added; 2 events changed; 1 endpoint kept its last good snapshot'. */
export function headline(results: EndpointResult[]): string {
  const parts: string[] = []
  for (const kind of ['added', 'changed', 'removed'] as const) {
    const items = results.filter((r) => r.changes[kind].length > 0).map((r) => count(r.changes[kind].length, NOUNS[r.name]))
    if (items.length) parts.push(`${items.join(', ')} ${kind}`)
  }
  const kept = results.filter((r) => r.status === 'kept').length
  if (!parts.length) parts.push('No data changes')
  if (kept) parts.push(`${count(kept, ['endpoint', 'endpoints'])} kept ${kept === 1 ? 'its' : 'their'} last good snapshot`)
  return parts.join('; ')
}

/** For the terminal and the workflow's log: every line of it ours (API text is made one line by oneLine). */
export function humanSummary(results: EndpointResult[]): string {
  const lines = [headline(results)]
  for (const r of results) {
    const state =
      r.status === 'kept'
        ? `KEPT (${oneLine(r.failure ?? '')})`
        : `${count(r.count, ['record', 'records'])}, +${r.changes.added.length} -${r.changes.removed.length} ~${r.changes.changed.length}${r.written ? '' : ', unchanged'}`
    lines.push(`  ${r.file.padEnd(26)} ${state}`)
  }
  const problems = results.flatMap((r) => r.problems)
  if (problems.length)
    lines.push(`Problems (${problems.length}):`, ...problems.map((p) => `  ${p.level.padEnd(7)} ${oneLine(problemText(p, results))}`))
  return lines.join('\n')
}

/**
 * The data pull request's body, also the tracking issue's "Last sync summary". Every string the API
 * sent (titles, ids, values, reasons that quote them) is in a code span of its own (inertMd), so none
 * forms a link, an autolink, HTML, a mention or an issue reference; the rest is ours. At most
 * MAX_MARKDOWN characters, cut between lines, so no reader's own cut can fall inside a code span.
 * meta.previewUrl: the origin of the data PR's preview deploy (NCSR_PREVIEW_URL); each changed page
 * is linked there. The refresh workflow sets none: it learns the address, pr-<number>, only once the
 * pull request exists, and then links the pages (scripts/ci/dataPrBody.ts).
 */
export function markdownSummary(results: EndpointResult[], meta: { apiBase: string; at: Date; previewUrl?: string }): string {
  const kept = results.filter((r) => r.status === 'kept').length
  const out = [
    `# ${headline(results)}`,
    '',
    `Synced from ${inertMd(meta.apiBase)} at ${meta.at.toISOString()}: ${results.length - kept} endpoints fresh, ${kept} kept their last good snapshot.`,
    '',
    '| File | Status | Records | Added | Removed | Changed |',
    '|---|---|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| \`${r.file}\` | ${r.status === 'kept' ? '**kept last good**' : 'fresh'} | ${r.count} | ${r.changes.added.length} | ${r.changes.removed.length} | ${r.changes.changed.length} |`,
    ),
  ]
  const changed = results.filter((r) => r.changes.added.length + r.changes.removed.length + r.changes.changed.length > 0)
  if (changed.length) out.push('', '## Changes')
  for (const r of changed) {
    out.push('', `### \`${r.file}\``, '')
    for (const kind of ['added', 'removed', 'changed'] as const) {
      if (r.changes[kind].length) out.push(`- ${kind[0]!.toUpperCase()}${kind.slice(1)}: ${titles(r.changes[kind])}`)
    }
  }
  out.push(...changedPagesMarkdown(changedRoutes(results), meta.previewUrl ?? ''))
  const problems = results.flatMap((r) => r.problems)
  out.push('', `## Problems (${problems.length})`, '')
  // A PR body holds at most 65,536 characters: the full list is in the job log (the human summary).
  const shown = problems
    .slice(0, MAX_PROBLEMS)
    .map((p) => `- ${p.level === 'error' ? '**error**' : 'warning'}: ${inertMd(problemText(p, results), 300)}`)
  if (problems.length > MAX_PROBLEMS) shown.push(`- … and ${problems.length - MAX_PROBLEMS} more (see the sync log)`)
  out.push(...(problems.length ? shown : ['None.']))
  return withinLength(out)
}

/**
 * GitHub takes at most 65,536 characters in a body, and the refresh workflow cuts the tracking issue's
 * copy at 50,000: this summary stays under both, cut between whole lines.
 */
export const MAX_MARKDOWN = 45_000

function withinLength(lines: string[]): string {
  const note = `… the rest of this summary is left out (over ${MAX_MARKDOWN.toLocaleString('en')} characters); the sync log has all of it.`
  let size = 0
  for (const [i, line] of lines.entries()) {
    size += line.length + 1
    if (size > MAX_MARKDOWN - note.length - 2) return [...lines.slice(0, i), '', note].join('\n') + '\n'
  }
  return lines.join('\n') + '\n'
}

/** `news-all.json record 3 (id 65f…) › school: Invalid option…` */
function problemText(p: Problem, results: EndpointResult[]): string {
  const file = results.find((r) => r.name === p.endpoint)?.file ?? p.endpoint
  const where = p.index === undefined ? '' : ` record ${p.index}${p.id ? ` (_id ${p.id})` : ''}`
  return `${file}${where}${p.field ? ` › ${p.field}` : ''}: ${p.reason}`
}

const MAX_TITLES = 30
const MAX_PROBLEMS = 100

function titles(records: SnapshotRecord[]): string {
  const shown = records.slice(0, MAX_TITLES).map((r) => inertMd(recordLabel(r), 100))
  const more = records.length - shown.length
  return shown.join(', ') + (more > 0 ? ` and ${more} more` : '')
}

/**
 * Characters shown as escapes rather than as they are: C0 and C1 controls, DEL, the line and paragraph
 * separators (a line break ends a code span's paragraph, or a log line), and the bidirectional
 * overrides and isolates, which can make text read otherwise than it is (U+202A-202E, U+2066-2069).
 */
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }

/** API text on one line: each UNSHOWN character as an escape (\n, \r, \t, \u202e…). */
export function oneLine(s: string): string {
  return s.replace(UNSHOWN, (c) => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * API text as a Markdown code span nothing can break out of (CommonMark 0.31 §6.1): on one line
 * (oneLine), at most `max` characters, fenced by one backtick more than its longest run of backticks
 * so none of its own can close it, and padded with a space at each end, which the renderer strips, so
 * a backtick at either end cannot join the fence. Inside, nothing is a link, an autolink, HTML, an
 * emphasis, a mention (@user) or a reference (#1), on GitHub as in CommonMark.
 */
export function inertMd(s: string, max = Infinity): string {
  const chars = Array.from(s)
  const text = oneLine(chars.length > max ? chars.slice(0, max).join('') + '…' : s)
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length))
  const fence = '`'.repeat(longest + 1)
  return `${fence} ${text} ${fence}`
}
