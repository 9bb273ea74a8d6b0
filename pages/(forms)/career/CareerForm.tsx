// Spec §3, §4, §5 teaching-post application: posts the spec's JSON in no-cors mode to
// CAREER_FORM_ENDPOINT. Success shows only once the request was delivered; any failure keeps every
// value and file; typed text is kept as a draft on this device until the application is sent.
import { type FormEvent, useState } from 'react'
import {
  buildCareerPayload,
  CAREER_MESSAGES as M,
  careerSchema,
  emptyCareerRow,
  emptyCareerText,
  emptyEducationRow,
  type CareerRow,
  type CareerText,
  type EducationRow,
} from '#lib/forms/career.ts'
import { clearDraft } from '#lib/forms/draft.ts'
import { toAttachment } from '#lib/forms/files.ts'
import type { ExternalFormData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { ErrorSummary } from '#components/forms/ErrorSummary.tsx'
import { TextField } from '#components/forms/Field.tsx'
import { FileField } from '#components/forms/FileField.tsx'
import { FormStatus } from '#components/forms/FormStatus.tsx'
import { useDraft } from '#components/forms/useDraft.ts'
import { useSubmission } from '#components/forms/useSubmission.ts'

const P = 'career'
type TextKey = Exclude<keyof CareerText, 'qualification1' | 'careerDtl'>

interface CareerFormProps extends ExternalFormData {
  onDraftRestored: () => void
}

export function CareerForm({ endpoint, school, onDraftRestored }: CareerFormProps) {
  const [values, setValues] = useState<CareerText>(emptyCareerText)
  const [cv, setCv] = useState<File | null>(null)
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
    emptyCareerText,
  )

  const set = (key: TextKey) => (v: string) => {
    setValues((old) => ({ ...old, [key]: v }))
    errs.clearField(`${P}-${key}`)
  }
  const setRow =
    <K extends 'qualification1' | 'careerDtl'>(list: K, i: number, key: string) =>
    (v: string) => {
      setValues((old) => ({ ...old, [list]: old[list].map((r, j) => (j === i ? { ...r, [key]: v } : r)) }))
      errs.clearField(`${P}-${list}-${i}-${key}`)
    }
  const addRow = (list: 'qualification1' | 'careerDtl') =>
    setValues((old) => ({ ...old, [list]: [...old[list], list === 'qualification1' ? emptyEducationRow() : emptyCareerRow()] }))
  const removeRow = (list: 'qualification1' | 'careerDtl', i: number) =>
    setValues((old) => ({ ...old, [list]: old[list].filter((_, j) => j !== i) }))

  const onSubmit = (e: FormEvent) =>
    submit(e, careerSchema, { ...values, attachments: cv, attachments1: photo }, async (data) => {
      const payload = buildCareerPayload(data, await toAttachment(cv!), photo ? await toAttachment(photo) : null)
      const outcome = await submitJson({ url: endpoint, mode: 'no-cors', body: payload })
      if (!outcome.ok) return { kind: 'failure', text: failureMessage(outcome, school) }
      setValues(emptyCareerText())
      setCv(null)
      setPhoto(null)
      setResetKey((k) => k + 1)
      clearDraft(P)
      return { kind: 'success', text: M.success }
    })

  const err = errs.errorFor
  const text = (
    key: TextKey,
    label: string,
    opts: { required?: boolean; phone?: boolean; type?: 'date' | 'email'; multiline?: boolean; hint?: string } = {},
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
    <form method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby="career-form-title">
      <ErrorSummary errors={errs.errors} attempt={errs.attempt} />
      {restored && <p className="form-note">We restored the answers you typed earlier on this device. Files must be chosen again.</p>}
      <h3>Personal details</h3>
      {text('name', 'Full name', { required: true })}
      {text('dob', 'Date of birth', { required: true, type: 'date' })}
      {text('address', 'Address', { multiline: true })}
      {text('phone', 'Phone number', { required: true, phone: true })}
      {text('phone1', 'Alternative phone number', { required: true, phone: true })}
      {text('webAddress', 'Fixed line', { phone: true })}
      {text('email', 'Email', { type: 'email' })}
      <h3>Family</h3>
      {text('fatherName', "Father's name", { required: true })}
      {text('profession', "Father's profession", { required: true })}
      {text('frPhone', "Father's phone number", { required: true, phone: true })}
      {text('motherName', "Mother's name", { required: true })}
      {text('profession1', "Mother's profession", { required: true })}
      {text('mrPhone', "Mother's phone number", { required: true, phone: true })}
      {text('spouseName', "Spouse's name")}
      {text('profession3', "Spouse's profession")}
      {text('spPhone', "Spouse's phone number", { phone: true })}
      {text('depName', "Dependent's name")}
      {text('profession4', "Dependent's profession")}
      {text('depPhone', "Dependent's phone number", { phone: true })}

      <h3>Education</h3>
      {values.qualification1.map((row, i) => (
        <Row key={i} legend={`Qualification ${i + 1}`} onRemove={i > 0 ? () => removeRow('qualification1', i) : undefined}>
          {(Object.keys(EDU_LABELS) as (keyof EducationRow)[]).map((k) => (
            <TextField
              key={k}
              id={`${P}-qualification1-${i}-${k}`}
              name={`qualification1.${i}.${k}`}
              label={EDU_LABELS[k]}
              required
              value={row[k]}
              onChange={setRow('qualification1', i, k)}
              error={err(`${P}-qualification1-${i}-${k}`)}
            />
          ))}
        </Row>
      ))}
      <button type="button" className="btn btn--secondary" onClick={() => addRow('qualification1')}>
        <span aria-hidden="true">+ </span>Add a qualification
      </button>

      <h3>Experience</h3>
      {values.careerDtl.map((row, i) => (
        <Row key={i} legend={`Position ${i + 1}`} onRemove={i > 0 ? () => removeRow('careerDtl', i) : undefined}>
          {(Object.keys(CAREER_LABELS) as (keyof CareerRow)[]).map((k) => (
            <TextField
              key={k}
              id={`${P}-careerDtl-${i}-${k}`}
              name={`careerDtl.${i}.${k}`}
              label={CAREER_LABELS[k]}
              value={row[k]}
              onChange={setRow('careerDtl', i, k)}
              hint={k === 'experience' ? 'Years and months, like 03-06' : undefined}
            />
          ))}
        </Row>
      ))}
      <button type="button" className="btn btn--secondary" onClick={() => addRow('careerDtl')}>
        <span aria-hidden="true">+ </span>Add a position
      </button>

      <h3>Documents</h3>
      <FileField
        id={`${P}-attachments`}
        name="attachments"
        label="CV or document"
        hint="JPG, JPEG or PDF, smaller than 2 MB"
        required
        file={cv}
        resetKey={resetKey}
        error={err(`${P}-attachments`)}
        onChange={(f, problem) => {
          setCv(f)
          errs.setField(`${P}-attachments`, problem)
        }}
      />
      <FileField
        id={`${P}-attachments1`}
        name="attachments1"
        label="Professional photograph"
        hint="JPG or JPEG (PDF also accepted), smaller than 2 MB"
        preview
        file={photo}
        resetKey={resetKey}
        error={err(`${P}-attachments1`)}
        onChange={(f, problem) => {
          setPhoto(f)
          errs.setField(`${P}-attachments1`, problem)
        }}
      />

      <div className="form-actions">
        <button type="submit" className="btn btn--primary" disabled={sending}>
          {sending ? 'Sending…' : 'Submit application'}
        </button>
      </div>
      <FormStatus id={P} status={status} />
    </form>
  )
}

const EDU_LABELS: Record<keyof EducationRow, string> = {
  qualification: 'Qualification',
  school: 'Institute and board',
  percent: 'Percentage or grade',
  academicYear: 'Year of completion',
}
const CAREER_LABELS: Record<keyof CareerRow, string> = {
  orgnisation: 'Organisation',
  designation: 'Designation',
  fromYear: 'From (year)',
  toYear: 'To (year)',
  experience: 'Experience',
}

interface RowProps {
  legend: string
  onRemove?: () => void
  children: React.ReactNode
}

function Row({ legend, onRemove, children }: RowProps) {
  return (
    <fieldset className="form-row">
      <legend>{legend}</legend>
      {children}
      {onRemove && (
        <button type="button" className="btn btn--secondary" onClick={onRemove}>
          <span aria-hidden="true">− </span>Remove {legend.toLowerCase()}
        </button>
      )}
    </fieldset>
  )
}
