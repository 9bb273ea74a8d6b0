// GOV.UK error summary pattern: fixed heading, one link per problem to #field-id, role=alert,
// focused when shown so screen readers and keyboard users start from the list of problems.
import { useEffect, useRef } from 'react'
import type { FieldError } from '#lib/forms/fields.ts'

interface ErrorSummaryProps {
  errors: FieldError[]
  /** Changes on every failed submit so focus moves again even when the errors are the same. */
  attempt: number
  /** An optional lead line (e.g. the spec's 'Please fill all fields correctly.'). */
  lead?: string
}

export function ErrorSummary({ errors, attempt, lead }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (errors.length > 0) ref.current?.focus()
    // focus only when a submit failed, not on every keystroke that clears one error
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt])
  if (errors.length === 0) return null
  return (
    <div className="error-summary" role="alert" tabIndex={-1} ref={ref} aria-labelledby={`error-summary-title-${attempt}`}>
      <h2 className="error-summary__title" id={`error-summary-title-${attempt}`}>
        There is a problem
      </h2>
      {lead && <p className="error-summary__lead">{lead}</p>}
      <ul className="error-summary__list">
        {errors.map((e) => (
          <li key={e.id}>
            <a href={e.href} onClick={(ev) => focusField(ev, e.id)}>
              {e.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

// Move focus to the field itself (the hash alone scrolls but does not focus in every browser).
function focusField(ev: React.MouseEvent, id: string) {
  const el = document.getElementById(id)
  if (!el) return
  ev.preventDefault()
  el.focus()
  el.scrollIntoView({ block: 'center' })
}
