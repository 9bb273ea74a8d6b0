// .github/CODEOWNERS gives every path to one owner, the maintainers' team of .github/school.json
// (SECURITY.md "Who can publish": every change needs a maintainer). `npm run setup -- --apply` writes
// that owner into every rule line; the check reads the file on main and GitHub's own list of its
// errors (an unknown owner makes "Require review from Code Owners" require nobody).
export const CODEOWNERS_FILE = '.github/CODEOWNERS'

export interface CodeOwnersRule {
  /** 1-based. */
  line: number
  pattern: string
  owners: string[]
}

/** CODEOWNERS rule lines, comments and blank lines dropped: a path pattern and its owners. */
export function parseCodeOwners(text: string): CodeOwnersRule[] {
  return text.split('\n').flatMap((raw, i) => {
    const l = raw.trim()
    if (!l || l.startsWith('#')) return []
    const [pattern, ...owners] = l.split(/\s+/)
    return [{ line: i + 1, pattern: pattern!, owners }]
  })
}

/**
 * GitHub's CODEOWNERS patterns (gitignore's): / at the start anchors at the root, / at the end means
 * everything under that folder, * stays within a folder, ** crosses folders.
 */
export function matchesCodeOwnersPattern(pattern: string, file: string): boolean {
  const anchored = pattern.startsWith('/') || pattern.slice(0, -1).includes('/')
  const folder = pattern.endsWith('/')
  const body = pattern.replace(/^\//, '').replace(/\/$/, '')
  const glob = body
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((t) => t.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*')
  return new RegExp(`^${anchored ? '' : '(?:.*/)?'}${glob}${folder ? '/' : '(?:/|$)'}`).test(file)
}

/** The owners of a file: those of the last rule that matches it. */
export const ownersOf = (rules: CodeOwnersRule[], file: string) =>
  rules.filter((r) => matchesCodeOwnersPattern(r.pattern, file)).at(-1)?.owners ?? []

/** The file with `owner` as the one owner of every rule line; comments and spacing kept. */
export function withOwner(text: string, owner: string): string {
  const rules = new Set(parseCodeOwners(text).map((r) => r.line))
  return text
    .split('\n')
    .map((raw, i) => {
      if (!rules.has(i + 1)) return raw
      const m = /^(\s*\S+\s+)\S/.exec(raw)
      return m ? `${m[1]}${owner}` : `${raw.trimEnd()} ${owner}`
    })
    .join('\n')
}

/** What keeps the file from giving every path to `owner` alone, one line each. */
export function codeOwnersProblems(text: string, owner: string): string[] {
  return parseCodeOwners(text).flatMap((r) => {
    if (r.owners.length === 0) return [`line ${r.line}, ${r.pattern}: no owner, so what it matches needs no code owner`]
    if (r.owners.length !== 1 || r.owners[0] !== owner)
      return [`line ${r.line}, ${r.pattern}: owned by ${r.owners.join(' ')}, not ${owner}`]
    return []
  })
}
