// Spec §3, §4, §5 alumni registration: the spec's required messages word for word; a field's
// message clears when it is edited; optional photo (JPG, JPEG or PDF, one message); posts the spec's
// payload in no-cors mode to ALUMNI_FORM_ENDPOINT. Success only once delivered; failures keep
// everything; typed text is kept as a draft on this device.
import type { FormEvent } from 'react'
import { ALUMNI_MESSAGES as M, alumniSchema, buildAlumniPayload, emptyAlumniText } from '#lib/forms/alumni.ts'
import { clearDraft } from '#lib/forms/draft.ts'
import { toAttachment } from '#lib/forms/files.ts'
import type { ExternalFormData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { ErrorSummary } from './ErrorSummary.tsx'
import { Fieldset, TextField } from './Field.tsx'
import { FileField } from './FileField.tsx'
import { SubmitRow } from './SubmitRow.tsx'
import { DraftNote } from './DraftNote.tsx'
import { useDraft } from './useDraft.ts'
import { useForm } from './useForm.ts'

const P = 'alumni'

interface AlumniFormProps extends ExternalFormData {
  onDraftRestored: () => void
}

export function AlumniForm({ endpoint, school, onDraftRestored }: AlumniFormProps) {
  const { values, setValues, files, bind, bindFile, reset, sending, status, errs, submit } = useForm(P, emptyAlumniText, {
    files: ['attachments1'],
  })
  const draft = useDraft(
    P,
    values,
    (d) => {
      setValues(d)
      onDraftRestored()
    },
    emptyAlumniText,
    reset,
  )

  const onSubmit = (e: FormEvent) =>
    submit(e, alumniSchema, { ...values, ...files }, async (data) => {
      const photo = files.attachments1
      const payload = buildAlumniPayload(data, photo ? await toAttachment(photo) : null)
      const outcome = await submitJson({ url: endpoint, mode: 'no-cors', body: payload })
      if (!outcome.ok) return { kind: 'failure', text: failureMessage(outcome, school) }
      reset()
      clearDraft(P)
      return { kind: 'success', text: M.success }
    })

  const howKnow = bind('howKnow')
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby="alumni-form-title">
      <ErrorSummary errors={errs.errors} attempt={errs.attempt} />
      <DraftNote state={draft.state} files="The photo must be chosen again." onDiscard={draft.discard} />
      <FileField {...bindFile('attachments1')} label="Photo" hint="Optional. JPG, JPEG or PDF, smaller than 2 MB" preview />
      <TextField {...bind('name')} label="NAME (According to School Register)" required />
      <TextField {...bind('motherName')} label="NAME (Present)" required />
      <TextField {...bind('dob')} label="DATE OF BIRTH" type="date" required />
      <TextField {...bind('experience')} label="DATE OF ANNIVERSARY" type="date" />
      <TextField {...bind('phone1')} label="GENERAL REGISTER NUMBER" />
      <TextField {...bind('phone2')} label="CONTACT NUMBER" phone required />
      <TextField {...bind('phone')} label="WHATSAPP NUMBER" phone required />
      <TextField {...bind('email')} label="Email ID" type="email" required />
      <TextField {...bind('address')} label="CURRENT CITY" required />
      <TextField {...bind('address1')} label="STATE" required />
      <TextField {...bind('location')} label="COUNTRY" required />
      <TextField {...bind('fromYear')} label="ADMISSION YEAR (only year)" inputMode="numeric" hint="For example, 1998" required />
      <TextField {...bind('toYear')} label="PASS OUT YEAR (only year)" inputMode="numeric" hint="For example, 2010" required />
      <Fieldset
        id={howKnow.id}
        legend={
          <>
            DO YOU REMEMBER YOUR PRINCIPAL? <span className="form-field__required">(required)</span>
          </>
        }
        error={howKnow.error}
      >
        <div className="form-radios">
          {(['Yes', 'No'] as const).map((v, i) => (
            <label key={v}>
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- ARIA 1.2 makes aria-invalid global; screen readers announce it on the radio that takes focus */}
              <input
                type="radio"
                id={i === 0 ? howKnow.id : `${howKnow.id}-${v}`}
                name={howKnow.name}
                value={v}
                checked={howKnow.value === v}
                aria-invalid={howKnow.error ? true : undefined}
                onChange={() => howKnow.onChange(v)}
              />
              {v}
            </label>
          ))}
        </div>
      </Fieldset>
      {howKnow.value === 'Yes' && <TextField {...bind('howKnow1')} label="PRINCIPAL'S NAME" />}
      <TextField {...bind('qualification')} label="HIGHEST EDUCATIONAL QUALIFICATION" required />
      <TextField {...bind('profession')} label="PROFESSION" />
      <TextField {...bind('school1')} label="NAME AND ADDRESS OF WORK PLACE" multiline />
      <TextField {...bind('message')} label="PROUD ACHIEVEMENTS" multiline />
      <TextField {...bind('messageTitle')} label="FOND MEMORIES OF STUDENT LIFE" multiline />
      <SubmitRow id={P} label="Submit" sending={sending} status={status} />
    </form>
  )
}
