// Field errors of one form: the list (summary order), a lookup by id, the 'Error: ' title prefix
// while errors show (GOV.UK error summary pattern), and clearing a field's message when it is edited.
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { FieldError } from '#lib/forms/fields.ts'

const PREFIX = 'Error: '

export function useErrorState() {
  const [errors, setErrorList] = useState<FieldError[]>([])
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const has = errors.length > 0
    const title = document.title
    if (has && !title.startsWith(PREFIX)) document.title = PREFIX + title
    if (!has && title.startsWith(PREFIX)) document.title = title.slice(PREFIX.length)
  }, [errors.length])

  const byId = useMemo(() => new Map(errors.map((e) => [e.id, e.text])), [errors])

  /** Shows the errors of a failed submit (and moves focus to the summary). */
  const show = useCallback((list: FieldError[]) => {
    setErrorList(list)
    setAttempt((n) => n + 1)
  }, [])
  const clear = useCallback(() => setErrorList([]), [])
  /** Removes one field's message (spec §4 alumni: a field's error clears when it is edited). */
  const clearField = useCallback(
    (id: string) => setErrorList((list) => (list.some((e) => e.id === id) ? list.filter((e) => e.id !== id) : list)),
    [],
  )
  /** Sets or removes one field's message without moving focus (e.g. a file checked on selection). */
  const setField = useCallback((id: string, text: string | undefined) => {
    setErrorList((list) => {
      const rest = list.filter((e) => e.id !== id)
      return text ? [...rest, { id, href: `#${id}`, text }] : rest
    })
  }, [])

  return { errors, attempt, errorFor: (id: string) => byId.get(id), show, clear, clearField, setField }
}
