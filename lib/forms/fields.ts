// Spec §5 and §9: shared field rules (phones, e-mail, files) and the {id, href, text} error shape.
import * as z from './z.ts'

/** Spec §9: phone numbers are exactly 10 digits, numeric, max length 10. */
export const TEN_DIGITS = /^\d{10}$/

/** Spec §5 contact form: a basic address pattern with a 2 to 4 letter ending. */
export const CONTACT_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/

/** Roughly what an `<input type="email">` accepts (the only check the admission and alumni e-mails have). */
export const INPUT_EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/

/** A required text field: trimmed, with the given message when empty. */
export const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message))

/** A required phone: `emptyMessage` when empty, `invalidMessage` unless exactly 10 digits. */
export const requiredPhone = (emptyMessage: string, invalidMessage: string) =>
  z.string().check(z.trim(), z.minLength(1, emptyMessage), z.regex(TEN_DIGITS, invalidMessage))

/** An optional phone: empty is fine, anything else must be exactly 10 digits. */
export const optionalPhone = (invalidMessage: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || TEN_DIGITS.test(v), invalidMessage),
  )

/** An optional e-mail with the input type's own check. */
export const optionalEmail = (invalidMessage: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || INPUT_EMAIL.test(v), invalidMessage),
  )

/** Keeps only the digits a visitor types into a phone field, at most 10 (the original's maxLength). */
export const digitsOnly = (value: string) => value.replace(/\D+/g, '').slice(0, 10)

/**
 * A control's element id: the form's prefix and the field's path joined by '-' (`contact-email`,
 * `career-qualification1-0-school`). Error ids are made the same way, so a summary link always
 * finds its control.
 */
export const fieldId = (prefix: string, ...path: readonly (string | number)[]): string => [prefix, ...path].join('-')

/** The names of the fields of `T` that hold text (what a text input, textarea, select or radio group edits). */
export type TextKey<T> = { [K in keyof T]-?: T[K] extends string ? K : never }[keyof T] & string

/** One problem with one field: shared by the error summary and the inline message (one {id, href, text} shape, so the two can never disagree). */
export interface FieldError {
  /** The field's element id. */
  id: string
  /** `#id`, the summary link target. */
  href: string
  text: string
}

/**
 * The first issue per field of a failed parse, in form order, as {id, href, text}.
 * Ids are `${prefix}-${path joined by '-'}` (e.g. `career-qualification1-0-school`).
 */
export function toFieldErrors(issues: readonly z.$ZodIssue[], prefix: string): FieldError[] {
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const issue of issues) {
    const id = fieldId(prefix, ...issue.path.map(String))
    if (seen.has(id)) continue
    seen.add(id)
    out.push({ id, href: `#${id}`, text: issue.message })
  }
  return out
}

/** Validates `values` with `schema`: the parsed data, or the field errors. */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
  prefix: string,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldError[] } {
  const r = schema.safeParse(values)
  return r.success ? { ok: true, data: r.data } : { ok: false, errors: toFieldErrors(r.error.issues, prefix) }
}
