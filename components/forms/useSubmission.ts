// The submit cycle every form shares (docs/spec.md §4, §8): one submission at a time; a form that
// fails validation shows its errors (and the summary takes focus) and sends nothing; the outcome line
// says success only when the sender reports that the school's endpoint took the form, and the
// button comes back whatever happened, even if reading a chosen file throws.
import { type FormEvent, useState } from 'react'
import type * as z from '#lib/forms/z.ts'
import { validate } from '#lib/forms/fields.ts'
import { useErrorState } from './useErrorState.ts'

/** What the line under a form says (FormStatus). */
export interface FormOutcome {
  kind: 'success' | 'failure'
  text: string
}

export function useSubmission(prefix: string) {
  const [sending, setSending] = useState(false)
  const [status, setStatus] = useState<FormOutcome | null>(null)
  const errs = useErrorState()

  /** The form's onSubmit: validates `input` with `schema`, then `send`s the parsed data and shows its outcome. */
  async function submit<S extends z.ZodMiniType>(
    e: FormEvent,
    schema: S,
    input: unknown,
    send: (data: z.output<S>) => Promise<FormOutcome>,
  ) {
    e.preventDefault()
    if (sending) return
    setStatus(null)
    const r = validate(schema, input, prefix)
    if (!r.ok) return errs.show(r.errors)
    errs.clear()
    setSending(true)
    try {
      setStatus(await send(r.data))
    } finally {
      setSending(false)
    }
  }

  return { sending, status, setStatus, errs, submit }
}
