// Comments cite the product spec as "spec §N" (optionally with the rule's name in quotes, `§4 "Topper
// pages"`). docs/spec.md holds the spec, so every such citation must name a section that exists there,
// and a quoted name must appear in that section: a renumbered or misquoted rule fails here.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { nonFolders } from '#lib/files/walk.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const FOLDERS = ['lib', 'components', 'pages', 'renderer', 'scripts', 'styles', 'tests']
const EXTENSIONS = /\.(ts|tsx|css)$/

/** Section number → its text (lower case), from the spec's `## N. Title` headings. */
function specSections(md: string): Map<string, string> {
  const sections = new Map<string, string>()
  const parts = md.split(/^## (\d+)\. /m)
  for (let i = 1; i < parts.length; i += 2) sections.set(parts[i]!, parts[i + 1]!.toLowerCase())
  return sections
}

/** Every `§N` (and `§N "Name"`) on a line that cites the spec; other documents' sections (RFCs, CSP) are skipped. */
function specCitations(line: string): { section: string; name?: string }[] {
  if (!/\bspec\b/i.test(line) || /\bRFC\b|CSP Level/.test(line)) return []
  return [...line.matchAll(/§(\d+)(?:\s*"([^"]+)")?/g)].map((m) => (m[2] ? { section: m[1]!, name: m[2] } : { section: m[1]! }))
}

const sourceFiles = (dir: string): string[] =>
  nonFolders(path.join(ROOT, dir))
    .filter((rel) => EXTENSIONS.test(rel))
    .map((rel) => `${dir}/${rel}`)

/** A quoted name is found when each of its words occurs in the section (quotes may trim or reword slightly). */
const nameIn = (name: string, section: string) =>
  name
    .toLowerCase()
    .match(/[a-z0-9]+/g)!
    .every((w) => section.includes(w))

describe('spec citations in comments', () => {
  const sections = specSections(fs.readFileSync(path.join(ROOT, 'docs/spec.md'), 'utf8'))

  it('reads the spec sections and the citations on a line', () => {
    expect([...sections.keys()]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9'])
    expect(specCitations('// Spec §2 "Topper X and Topper XII" and §4: pages')).toEqual([
      { section: '2', name: 'Topper X and Topper XII' },
      { section: '4' },
    ])
    expect(specCitations('/** RFC 5545 §3.1: folding */')).toEqual([])
  })

  it('every "spec §N" in lib, components, pages, renderer, scripts, styles and tests names a section of docs/spec.md', () => {
    const problems: string[] = []
    let count = 0
    for (const file of FOLDERS.flatMap(sourceFiles)) {
      fs.readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, i) => {
          for (const c of specCitations(line)) {
            count++
            const text = sections.get(c.section)
            if (text === undefined) problems.push(`${file}:${i + 1}: §${c.section} is not a section of docs/spec.md`)
            else if (c.name && !nameIn(c.name, text)) problems.push(`${file}:${i + 1}: "${c.name}" is not in §${c.section}`)
          }
        })
    }
    expect(count).toBeGreaterThan(100)
    expect(problems).toEqual([])
  })
})
