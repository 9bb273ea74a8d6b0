// Spec §5 contact form and §8: posts {name, email, phone, message} in no-cors mode to
// CONTACT_FORM_ENDPOINT. Unlike the original, it thanks the visitor only after the request was
// delivered, and keeps what was typed on any failure (docs/differences.md, Forms).
import { type FormEvent, useRef, useState } from 'react'
import { buildContactPayload, CONTACT_MESSAGES as M, contactSchema, emptyContact, type ContactValues } from '#lib/forms/contact.ts'
import type { ExternalFormData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { ErrorSummary } from '#components/forms/ErrorSummary.tsx'
import { TextField } from '#components/forms/Field.tsx'
import { FormStatus } from '#components/forms/FormStatus.tsx'
import { NoScriptNotice } from '#components/forms/NoScriptNotice.tsx'
import { useEarlyInput } from '#components/forms/useEarlyInput.ts'
import { useSubmission } from '#components/forms/useSubmission.ts'

const P = 'contact'

export function ContactForm({ endpoint, school }: ExternalFormData) {
  const [values, setValues] = useState<ContactValues>(emptyContact)
  const { sending, status, errs, submit } = useSubmission(P)
  const formRef = useRef<HTMLFormElement>(null)
  const live = useEarlyInput(formRef, setValues)
  const set = (key: keyof ContactValues) => (v: string) => {
    setValues((old) => ({ ...old, [key]: v }))
    errs.clearField(`${P}-${key}`)
  }

  const onSubmit = (e: FormEvent) =>
    submit(e, contactSchema, values, async (data) => {
      const outcome = await submitJson({ url: endpoint, mode: 'no-cors', body: buildContactPayload(data) })
      if (!outcome.ok) return { kind: 'failure', text: failureMessage(outcome, school) }
      setValues(emptyContact())
      return { kind: 'success', text: M.success }
    })

  const err = errs.errorFor
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby="contact-form-title">
      <NoScriptNotice school={school} />
      <ErrorSummary errors={errs.errors} attempt={errs.attempt} />
      <TextField
        id={`${P}-name`}
        name="name"
        label="Name"
        required
        value={values.name}
        onChange={set('name')}
        error={err(`${P}-name`)}
        autoComplete="name"
      />
      <TextField
        id={`${P}-email`}
        name="email"
        label="Email"
        type="email"
        required
        value={values.email}
        onChange={set('email')}
        error={err(`${P}-email`)}
        autoComplete="email"
      />
      <TextField
        id={`${P}-phone`}
        name="phone"
        label="Phone number"
        hint="10 digits"
        phone
        required
        value={values.phone}
        onChange={set('phone')}
        error={err(`${P}-phone`)}
        autoComplete="tel-national"
      />
      <TextField
        id={`${P}-message`}
        name="message"
        label="Message"
        multiline
        required
        value={values.message}
        onChange={set('message')}
        error={err(`${P}-message`)}
      />
      <button type={live ? 'submit' : 'button'} className="btn btn--primary" disabled={sending}>
        {sending ? 'Sending…' : 'Submit'}
      </button>
      <FormStatus id={P} status={status} />
    </form>
  )
}
