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

export function humanSummary(results: EndpointResult[]): string {
  const lines = [headline(results)]
  for (const r of results) {
    const state =
      r.status === 'kept'
        ? `KEPT (${r.failure})`
        : `${count(r.count, ['record', 'records'])}, +${r.changes.added.length} -${r.changes.removed.length} ~${r.changes.changed.length}${r.written ? '' : ', unchanged'}`
    lines.push(`  ${r.file.padEnd(26)} ${state}`)
  }
  const problems = results.flatMap((r) => r.problems)
  if (problems.length)
    lines.push(`Problems (${problems.length}):`, ...problems.map((p) => `  ${p.level.padEnd(7)} ${problemText(p, results)}`))
  return lines.join('\n')
}

/**
 * meta.previewUrl: the origin of the data PR's preview deploy (NCSR_PREVIEW_URL in the refresh
 * workflow); each changed page is linked there.
 */
export function markdownSummary(results: EndpointResult[], meta: { apiBase: string; at: Date; previewUrl?: string }): string {
  const kept = results.filter((r) => r.status === 'kept').length
  const out = [
    `# ${headline(results)}`,
    '',
    `Synced from \`${meta.apiBase}\` at ${meta.at.toISOString()}: ${results.length - kept} endpoints fresh, ${kept} kept their last good snapshot.`,
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
    .map((p) => `- ${p.level === 'error' ? '**error**' : 'warning'}: ${escapeMd(problemText(p, results).slice(0, 300))}`)
  if (problems.length > MAX_PROBLEMS) shown.push(`- … and ${problems.length - MAX_PROBLEMS} more (see the sync log)`)
  out.push(...(problems.length ? shown : ['None.']))
  return out.join('\n') + '\n'
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
  const shown = records.slice(0, MAX_TITLES).map((r) => `“${escapeMd(recordLabel(r).slice(0, 100))}”`)
  const more = records.length - shown.length
  return shown.join(', ') + (more > 0 ? ` and ${more} more` : '')
}

/** API text is untrusted in a PR body: one line, Markdown and HTML syntax escaped, no @-mentions. */
export function escapeMd(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .replace(/[\\`*_{}[\]()<>#+!|~]/g, '\\$&')
    .replace(/@/g, '@\u200b')
}
