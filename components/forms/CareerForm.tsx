// Spec §3, §4, §5 teaching-post application: posts the spec's JSON in no-cors mode to
// CAREER_FORM_ENDPOINT. Success shows only once the request was delivered; any failure keeps every
// value and file; typed text is kept as a draft on this device until the application is sent.
import type { FormEvent } from 'react'
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
import { fieldId } from '#lib/forms/fields.ts'
import { toAttachment } from '#lib/forms/files.ts'
import type { ExternalFormData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { ErrorSummary } from './ErrorSummary.tsx'
import { TextField } from './Field.tsx'
import { FileField } from './FileField.tsx'
import { SubmitRow } from './SubmitRow.tsx'
import { DraftNote } from './DraftNote.tsx'
import { useDraft } from './useDraft.ts'
import { useForm } from './useForm.ts'

const P = 'career'
type RowList = 'qualification1' | 'careerDtl'

interface CareerFormProps extends ExternalFormData {
  onDraftRestored: () => void
}

export function CareerForm({ endpoint, school, onDraftRestored }: CareerFormProps) {
  const { values, setValues, files, bind, bindFile, reset, sending, status, errs, submit } = useForm(P, emptyCareerText, {
    files: ['attachments', 'attachments1'],
  })
  const draft = useDraft(
    P,
    values,
    (d) => {
      setValues(d)
      onDraftRestored()
    },
    emptyCareerText,
    reset,
  )

  // A row's fields (useForm binds the top-level ones): the row index is part of the id and the name.
  const bindRow = <L extends RowList>(list: L, i: number, key: keyof CareerText[L][number] & string, value: string) => {
    const id = fieldId(P, list, i, key)
    const onChange = (v: string) => {
      setValues((old) => ({ ...old, [list]: old[list].map((r, j) => (j === i ? { ...r, [key]: v } : r)) }))
      errs.clearField(id)
    }
    return { id, name: `${list}.${i}.${key}`, value, onChange, error: errs.errorFor(id) }
  }
  const addRow = (list: RowList) =>
    setValues((old) => ({ ...old, [list]: [...old[list], list === 'qualification1' ? emptyEducationRow() : emptyCareerRow()] }))
  const removeRow = (list: RowList, i: number) => setValues((old) => ({ ...old, [list]: old[list].filter((_, j) => j !== i) }))

  const onSubmit = (e: FormEvent) =>
    submit(e, careerSchema, { ...values, ...files }, async (data) => {
      const { attachments: cv, attachments1: photo } = files
      const payload = buildCareerPayload(data, await toAttachment(cv!), photo ? await toAttachment(photo) : null)
      const outcome = await submitJson({ url: endpoint, mode: 'no-cors', body: payload })
      if (!outcome.ok) return { kind: 'failure', text: failureMessage(outcome, school) }
      reset()
      clearDraft(P)
      return { kind: 'success', text: M.success }
    })

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby="career-form-title">
      <ErrorSummary errors={errs.errors} attempt={errs.attempt} />
      <DraftNote state={draft.state} files="Files must be chosen again." onDiscard={draft.discard} />
      <h3>Personal details</h3>
      <TextField {...bind('name')} label="Full name" required />
      <TextField {...bind('dob')} label="Date of birth" type="date" required />
      <TextField {...bind('address')} label="Address" multiline />
      <TextField {...bind('phone')} label="Phone number" phone required />
      <TextField {...bind('phone1')} label="Alternative phone number" phone required />
      <TextField {...bind('webAddress')} label="Fixed line" phone />
      <TextField {...bind('email')} label="Email" type="email" />
      <h3>Family</h3>
      <TextField {...bind('fatherName')} label="Father's name" required />
      <TextField {...bind('profession')} label="Father's profession" required />
      <TextField {...bind('frPhone')} label="Father's phone number" phone required />
      <TextField {...bind('motherName')} label="Mother's name" required />
      <TextField {...bind('profession1')} label="Mother's profession" required />
      <TextField {...bind('mrPhone')} label="Mother's phone number" phone required />
      <TextField {...bind('spouseName')} label="Spouse's name" />
      <TextField {...bind('profession3')} label="Spouse's profession" />
      <TextField {...bind('spPhone')} label="Spouse's phone number" phone />
      <TextField {...bind('depName')} label="Dependent's name" />
      <TextField {...bind('profession4')} label="Dependent's profession" />
      <TextField {...bind('depPhone')} label="Dependent's phone number" phone />

      <h3>Education</h3>
      {values.qualification1.map((row, i) => (
        <Row key={i} legend={`Qualification ${i + 1}`} onRemove={i > 0 ? () => removeRow('qualification1', i) : undefined}>
          {(Object.keys(EDU_LABELS) as (keyof EducationRow)[]).map((k) => (
            <TextField key={k} {...bindRow('qualification1', i, k, row[k])} label={EDU_LABELS[k]} required />
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
              {...bindRow('careerDtl', i, k, row[k])}
              label={CAREER_LABELS[k]}
              hint={k === 'experience' ? 'Years and months, like 03-06' : undefined}
            />
          ))}
        </Row>
      ))}
      <button type="button" className="btn btn--secondary" onClick={() => addRow('careerDtl')}>
        <span aria-hidden="true">+ </span>Add a position
      </button>

      <h3>Documents</h3>
      <FileField {...bindFile('attachments')} label="CV or document" hint="JPG, JPEG or PDF, smaller than 2 MB" required />
      <FileField
        {...bindFile('attachments1')}
        label="Professional photograph"
        hint="JPG or JPEG (PDF also accepted), smaller than 2 MB"
        preview
      />

      <SubmitRow id={P} label="Submit application" sending={sending} status={status} />
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
