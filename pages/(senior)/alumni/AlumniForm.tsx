// Spec §3, §4, §5 alumni registration: the spec's required messages word for word; a field's
// message clears when it is edited; optional photo (JPG, JPEG or PDF, one message); posts the spec's
// payload in no-cors mode to ALUMNI_FORM_ENDPOINT. Success only once delivered; failures keep
// everything; typed text is kept as a draft on this device.
import { type FormEvent, useState } from 'react'
import { ALUMNI_MESSAGES as M, alumniSchema, buildAlumniPayload, emptyAlumniText, type AlumniText } from '#lib/forms/alumni.ts'
import { clearDraft } from '#lib/forms/draft.ts'
import { toAttachment } from '#lib/forms/files.ts'
import type { ExternalFormData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { ErrorSummary } from '#components/forms/ErrorSummary.tsx'
import { Fieldset, TextField } from '#components/forms/Field.tsx'
import { FileField } from '#components/forms/FileField.tsx'
import { FormStatus } from '#components/forms/FormStatus.tsx'
import { useDraft } from '#components/forms/useDraft.ts'
import { useSubmission } from '#components/forms/useSubmission.ts'

const P = 'alumni'
type Key = keyof AlumniText

interface AlumniFormProps extends ExternalFormData {
  onDraftRestored: () => void
}

export function AlumniForm({ endpoint, school, onDraftRestored }: AlumniFormProps) {
  const [values, setValues] = useState<AlumniText>(emptyAlumniText)
  const [photo, setPhoto] = useState<File | null>(null)
  const [resetKey, setResetKey] = useState(0)
  const { sending, status, errs, submit } = useSubmission(P)
  const restored = useDraft(
    P,
    values,
    (d) => {
      setValues(d)
      onDraftRestored()
    },
    emptyAlumniText,
  )

  const set = (key: Key) => (v: string) => {
    setValues((old) => ({ ...old, [key]: v }))
    errs.clearField(`${P}-${key}`)
  }

  const onSubmit = (e: FormEvent) =>
    submit(e, alumniSchema, { ...values, attachments1: photo }, async (data) => {
      const payload = buildAlumniPayload(data, photo ? await toAttachment(photo) : null)
      const outcome = await submitJson({ url: endpoint, mode: 'no-cors', body: payload })
      if (!outcome.ok) return { kind: 'failure', text: failureMessage(outcome, school) }
      setValues(emptyAlumniText())
      setPhoto(null)
      setResetKey((k) => k + 1)
      clearDraft(P)
      return { kind: 'success', text: M.success }
    })

  const err = errs.errorFor
  const text = (
    key: Key,
    label: string,
    opts: { required?: boolean; phone?: boolean; type?: 'date' | 'email'; multiline?: boolean; hint?: string; inputMode?: 'numeric' } = {},
  ) => (
    <TextField
      id={`${P}-${key}`}
      name={key}
      label={label}
      value={values[key]}
      onChange={set(key)}
      error={err(`${P}-${key}`)}
      {...opts}
      hint={opts.hint ?? (opts.phone ? '10 digits' : undefined)}
    />
  )
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby="alumni-form-title">
      <ErrorSummary errors={errs.errors} attempt={errs.attempt} />
      {restored && <p className="form-note">We restored the answers you typed earlier on this device. The photo must be chosen again.</p>}
      <FileField
        id={`${P}-attachments1`}
        name="attachments1"
        label="Photo"
        hint="Optional. JPG, JPEG or PDF, smaller than 2 MB"
        preview
        file={photo}
        resetKey={resetKey}
        error={err(`${P}-attachments1`)}
        onChange={(f, problem) => {
          setPhoto(f)
          errs.setField(`${P}-attachments1`, problem)
        }}
      />
      {text('name', 'NAME (According to School Register)', { required: true })}
      {text('motherName', 'NAME (Present)', { required: true })}
      {text('dob', 'DATE OF BIRTH', { required: true, type: 'date' })}
      {text('experience', 'DATE OF ANNIVERSARY', { type: 'date' })}
      {text('phone1', 'GENERAL REGISTER NUMBER')}
      {text('phone2', 'CONTACT NUMBER', { required: true, phone: true })}
      {text('phone', 'WHATSAPP NUMBER', { required: true, phone: true })}
      {text('email', 'Email ID', { required: true, type: 'email' })}
      {text('address', 'CURRENT CITY', { required: true })}
      {text('address1', 'STATE', { required: true })}
      {text('location', 'COUNTRY', { required: true })}
      {text('fromYear', 'ADMISSION YEAR (only year)', { required: true, inputMode: 'numeric', hint: 'For example, 1998' })}
      {text('toYear', 'PASS OUT YEAR (only year)', { required: true, inputMode: 'numeric', hint: 'For example, 2010' })}
      <Fieldset
        id={`${P}-howKnow`}
        legend={
          <>
            DO YOU REMEMBER YOUR PRINCIPAL? <span className="form-field__required">(required)</span>
          </>
        }
        error={err(`${P}-howKnow`)}
      >
        <div className="form-radios">
          {(['Yes', 'No'] as const).map((v, i) => (
            <label key={v}>
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- ARIA 1.2 makes aria-invalid global; screen readers announce it on the radio that takes focus */}
              <input
                type="radio"
                id={i === 0 ? `${P}-howKnow` : `${P}-howKnow-${v}`}
                name="howKnow"
                value={v}
                checked={values.howKnow === v}
                aria-invalid={err(`${P}-howKnow`) ? true : undefined}
                onChange={() => set('howKnow')(v)}
              />
              {v}
            </label>
          ))}
        </div>
      </Fieldset>
      {values.howKnow === 'Yes' && text('howKnow1', "PRINCIPAL'S NAME")}
      {text('qualification', 'HIGHEST EDUCATIONAL QUALIFICATION', { required: true })}
      {text('profession', 'PROFESSION')}
      {text('school1', 'NAME AND ADDRESS OF WORK PLACE', { multiline: true })}
      {text('message', 'PROUD ACHIEVEMENTS', { multiline: true })}
      {text('messageTitle', 'FOND MEMORIES OF STUDENT LIFE', { multiline: true })}
      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Submit'}
        </button>
      </div>
      <FormStatus id={P} status={status} />
    </form>
  )
}
