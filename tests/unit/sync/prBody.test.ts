// The data pull request's body and the tracking issue's copy of it (scripts/sync/summary.ts): what the
// API sends stays text. The Markdown is rendered with marked (GFM: tables, bare-URL autolinks, raw
// HTML), as GitHub would; GitHub's own mentions (@user) and references (#1) are only ever made from
// text outside code, so the rendered text outside <code> must hold none of the API's strings.
import { Marked } from 'marked'
import { describe, expect, it } from 'vitest'
import type { EndpointName } from '#lib/endpoints.ts'
import { humanSummary, inertMd, markdownSummary, MAX_MARKDOWN, oneLine } from '#scripts/sync/summary.ts'
import type { EndpointResult, Problem, SnapshotRecord } from '#scripts/sync/types.ts'

const HOSTILE = [
  'one ` two `` three ``` backticks',
  '`starts and ends with a backtick`',
  '@user and @school/team',
  '#1, GH-2 and owner/repo#3',
  'https://evil.example/path and www.evil.example',
  '<https://evil.example/angle>',
  '<img src=x onerror=alert(1)>',
  '[x](javascript:alert(1))',
  '![pixel](https://evil.example/t.png)',
  '[ref]: https://evil.example/ref',
  'Line one\r\n# Heading\r\n- item\n\n<script>alert(1)</script>',
  'CR\ronly and LS\u2028PS\u2029',
  '| a | b |',
  '**bold** _em_ ~~strike~~ :tada:',
  '&lt;b&gt; &#x3C;i&#x3E;',
  '\u202Eevil right-to-left',
  '</details><details open><summary>x</summary>',
]

const rec = (o: Record<string, unknown>) => o as SnapshotRecord
const result = (name: EndpointName, file: string, over: Partial<EndpointResult>): EndpointResult => ({
  name,
  file,
  status: 'fresh',
  count: 1,
  written: true,
  changes: { added: [], removed: [], changed: [] },
  problems: [],
  ...over,
})

const problems: Problem[] = HOSTILE.flatMap((h, index) => [
  { endpoint: 'newsAll', level: 'error', index, id: h, field: '_id', reason: 'holds a control character or line break; record left out' },
  { endpoint: 'newsAll', level: 'warning', index, id: `n${index}`, field: 'date', reason: `unparseable date ${JSON.stringify(h)} kept` },
])
const results: EndpointResult[] = [
  result('newsAll', 'news-all.json', {
    changes: {
      added: HOSTILE.map((title, i) => rec({ _id: `a${i}`, title })),
      // No title: a removed record is named by its id.
      removed: HOSTILE.map((_id) => rec({ _id, title: '' })),
      changed: HOSTILE.map((name, i) => rec({ _id: `c${i}`, name })),
    },
    problems,
  }),
  result('toppers', 'toppers.json', {
    status: 'kept',
    failure: `body is not JSON (Unexpected token; starts ${JSON.stringify(HOSTILE[6])})`,
    problems: [{ endpoint: 'toppers', level: 'error', reason: `redirected (HTTP 302) to https://evil.example, which is not…` }],
  }),
]
const md = markdownSummary(results, { apiBase: 'https://api.example.org', at: new Date(0) })
const html = new Marked({ gfm: true }).parse(md, { async: false })
const decode = (s: string) =>
  s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!)
const codes = [...html.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => decode(m[1]!))
const outsideCode = html.replace(/<code>[\s\S]*?<\/code>/g, '')

describe("the data pull request's body, from hostile titles, ids and reasons", () => {
  it('forms no link, image, HTML, mention or reference from them: outside code, none of their text is left', () => {
    // Only the elements of the summary's own Markdown: headings, paragraphs, lists, the table, **error**.
    const tags = new Set([...outsideCode.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]))
    expect([...tags].sort()).toEqual(['h1', 'h2', 'h3', 'li', 'p', 'strong', 'table', 'tbody', 'td', 'th', 'thead', 'tr', 'ul'])
    for (const bit of ['evil', '@user', '@school', '#1', 'GH-2', 'repo#3', 'javascript', 'onerror', 'tada', 'Heading', '&lt;b'])
      expect(outsideCode, bit).not.toContain(bit)
  })

  it('shows each of them whole, on one line, as the content of a code element', () => {
    for (const h of HOSTILE) expect(codes, JSON.stringify(h)).toContain(oneLine(h))
    expect(codes).toContain(
      oneLine(`news-all.json record 10 (_id ${HOSTILE[10]}) › _id: holds a control character or line break; record left out`),
    )
    expect(md).not.toContain('\r')
    // The line separators and the right-to-left override are shown as escapes, not as they act.
    expect(md).not.toMatch(/[\u2028\u2029\u202e]/)
    expect(codes).toContain('Line one\\r\\n# Heading\\r\\n- item\\n\\n<script>alert(1)</script>')
  })

  it('adds no line of its own: the Markdown has as many lines as for plain titles', () => {
    const plain = (r: EndpointResult): EndpointResult => ({
      ...r,
      failure: r.failure && 'plain',
      changes: {
        added: r.changes.added.map((x) => ({ ...x, title: 'plain' })),
        removed: r.changes.removed.map((x, i) => ({ ...x, _id: `r${i}` })),
        changed: r.changes.changed.map((x) => ({ ...x, name: 'plain' })),
      },
      problems: r.problems.map((p) => ({ ...p, id: p.id && 'plain', reason: 'plain' })),
    })
    const plainMd = markdownSummary(results.map(plain), { apiBase: 'https://api.example.org', at: new Date(0) })
    expect(md.split('\n')).toHaveLength(plainMd.split('\n').length)
  })

  it('writes the log the same way: one line a problem, none starting a workflow command', () => {
    const log = humanSummary(results)
    expect(log.split('\n')).toHaveLength(1 + results.length + 1 + problems.length + 1)
    for (const line of log.split('\n')) expect(line).not.toMatch(/^::/)
  })
})

describe('inertMd', () => {
  it('fences with one backtick more than the longest run inside, padded so an edge backtick cannot join the fence', () => {
    expect(inertMd('plain')).toBe('` plain `')
    expect(inertMd('a `b` c')).toBe('`` a `b` c ``')
    expect(inertMd('```')).toBe('```` ``` ````')
    expect(new Marked().parseInline(inertMd('`x`'), { async: false })).toBe('<code>`x`</code>')
  })
  it('cuts at max characters (never inside a surrogate pair) and shows control characters as escapes', () => {
    expect(inertMd('🎉'.repeat(5), 3)).toBe('` 🎉🎉🎉… `')
    expect(inertMd('a\u0000b\u0085c\td')).toBe('` a\\u0000b\\u0085c\\td `')
  })
})

describe('a summary of thousands of long titles', () => {
  it(`stays within ${MAX_MARKDOWN} characters, cut between whole lines, and says where the rest is`, () => {
    const many = (
      Object.keys({ highlight: 1, news: 1, newsAll: 1, events: 1, eventsAll: 1, videos: 1, gallery: 1, toppers: 1 }) as EndpointName[]
    ).map((name) =>
      result(name, `${name}.json`, {
        changes: {
          added: Array.from({ length: 40 }, (_, i) => rec({ _id: `${name}${i}`, title: '`x` '.repeat(60) })),
          removed: Array.from({ length: 40 }, (_, i) => rec({ _id: `${name}r${i}`, title: 'y'.repeat(300) })),
          changed: Array.from({ length: 40 }, (_, i) => rec({ _id: `${name}c${i}`, title: 'z'.repeat(300) })),
        },
      }),
    )
    const big = markdownSummary(many, { apiBase: 'https://api.example.org', at: new Date(0) })
    expect(big.length).toBeLessThanOrEqual(MAX_MARKDOWN)
    expect(big.trimEnd().split('\n').at(-1)).toMatch(/^… the rest of this summary is left out .*the sync log has all of it\.$/)
    // Every code span it kept is closed: rendered, no backtick is left outside code.
    const rendered = new Marked({ gfm: true }).parse(big, { async: false }).replace(/<code>[\s\S]*?<\/code>/g, '')
    expect(rendered).not.toContain('`')
  })
})
