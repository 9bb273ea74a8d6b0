// One zod issue as a line an office clerk can act on: the file, the field and what is expected
// (data/content/README.md). The build (markdown.ts loaders) and `npm run check:content` print it.
import type { z } from 'zod'

type Issue = z.core.$ZodIssue

const KIND: Record<string, string> = {
  number: 'a number (digits only: no letters, commas or spaces)',
  string: 'text',
  boolean: 'true or false (a tick box)',
  array: 'a list',
  object: 'a group of fields',
}

/** What the field must hold, in plain words. */
export function expectedText(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `is missing: expected ${KIND[issue.expected] ?? issue.expected}`
      return `expected ${KIND[issue.expected] ?? issue.expected}, found ${JSON.stringify(issue.input)}`
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'must not be empty'
      if (issue.origin === 'array') return `must list at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`
      if (issue.origin === 'number') return `must be ${issue.inclusive ? 'at least' : 'more than'} ${issue.minimum}`
      return issue.message
    case 'too_big':
      if (issue.origin === 'array') return `must list at most ${issue.maximum} items`
      if (issue.origin === 'number') return `must be at most ${issue.maximum}`
      return issue.message
    case 'invalid_format':
      if (issue.format === 'email') return 'must be an e-mail address, e.g. office@example.org'
      if (issue.format === 'url') return 'must be a web address starting with https://'
      if (issue.format === 'date') return 'must be a date written YYYY-MM-DD, e.g. 1963-06-14'
      if (issue.format === 'starts_with') return `must start with "${(issue as { prefix?: string }).prefix ?? ''}"`
      return issue.message
    case 'unrecognized_keys':
      return `has field${issue.keys.length === 1 ? '' : 's'} the site does not know: ${issue.keys.join(', ')}`
    case 'invalid_value':
      return `must be one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`
    case 'invalid_union':
      return 'does not match any allowed form (see data/content/README.md)'
    default:
      return issue.message
  }
}

/** `data/content/kids-fees.json › rows.0.tuitionFees: expected a number …, found "54a76"` */
export function formatIssues(file: string, issues: readonly Issue[], root = '(root)'): string {
  return issues.map((i) => `${file} › ${i.path.join('.') || root}: ${expectedText(i)}`).join('\n')
}
