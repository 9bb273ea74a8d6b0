// Spec §5 contact form and §8: posts {name, email, phone, message} in no-cors mode to
// CONTACT_FORM_ENDPOINT. Unlike the original, it thanks the visitor only after the request was
// delivered, and keeps what was typed on any failure (docs/differences.md, Forms).
import { type FormEvent, useRef } from 'react'
import { buildContactPayload, CONTACT_MESSAGES as M, contactSchema, emptyContact } from '#lib/forms/contact.ts'
import type { ExternalFormData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { ErrorSummary } from './ErrorSummary.tsx'
import { TextField } from './Field.tsx'
import { FormStatus } from './FormStatus.tsx'
import { NoScriptNotice } from './NoScriptNotice.tsx'
import { useEarlyInput } from './useEarlyInput.ts'
import { useForm } from './useForm.ts'
import { island } from '#renderer/island.tsx'

const P = 'contact'

export function ContactForm({ endpoint, school }: ExternalFormData) {
  const { values, setValues, bind, reset, sending, status, errs, submit } = useForm(P, emptyContact)
  const formRef = useRef<HTMLFormElement>(null)
  const live = useEarlyInput(formRef, setValues)

  const onSubmit = (e: FormEvent) =>
    submit(e, contactSchema, values, async (data) => {
      const outcome = await submitJson({ url: endpoint, mode: 'no-cors', body: buildContactPayload(data) })
      if (!outcome.ok) return { kind: 'failure', text: failureMessage(outcome, school) }
      reset()
      return { kind: 'success', text: M.success }
    })

  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby="contact-form-title">
      <NoScriptNotice school={school} />
      <ErrorSummary errors={errs.errors} attempt={errs.attempt} />
      <TextField {...bind('name')} label="Name" required autoComplete="name" />
      <TextField {...bind('email')} label="Email" type="email" required autoComplete="email" />
      <TextField {...bind('phone')} label="Phone number" phone required autoComplete="tel-national" />
      <TextField {...bind('message')} label="Message" multiline required />
      <button type={live ? 'submit' : 'button'} className="btn btn--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Submit'}
      </button>
      <FormStatus id={P} status={status} />
    </form>
  )
}

export default island('contact-form', ContactForm)
