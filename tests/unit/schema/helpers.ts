// Shared helpers for the schema tests: the first issue of a failed parse as 'field: message'.
import type { z } from 'zod'

export function firstIssue(schema: z.ZodType, input: unknown): string {
  const r = schema.safeParse(input)
  if (r.success) return 'accepted'
  const iss = r.error.issues[0]!
  return `${iss.path.join('.')}: ${iss.message}`
}

/** Parses and returns the data, failing the test with the issues when it does not parse. */
export function parseOk<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const r = schema.safeParse(input)
  if (!r.success) throw new Error(r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'))
  return r.data
}
