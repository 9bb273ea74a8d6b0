// Spec §4 TC page, §5 TC lookup, §7, §8: POST {name, admission} with the bearer token; the answer's
// `data` path is fetched from /api/image/{path} and downloaded as tc.jpg. Messages on the page, not alerts.
import { type FormEvent, useRef, useState } from 'react'
import type { TcFormData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { TC_FILE_NAME, TC_MESSAGES as M, tcFilePath, tcSchema, type TcValues } from '#lib/forms/tc.ts'
import { apiImageUrl } from '#lib/format/url.ts'
import { ErrorSummary } from '#components/forms/ErrorSummary.tsx'
import { TextField } from '#components/forms/Field.tsx'
import { FormStatus } from '#components/forms/FormStatus.tsx'
import { NoScriptNotice } from '#components/forms/NoScriptNotice.tsx'
import { useEarlyInput } from '#components/forms/useEarlyInput.ts'
import { type FormOutcome, useSubmission } from '#components/forms/useSubmission.ts'

const P = 'tc'

export function TcForm({ endpoint, apiBase, token, school }: TcFormData) {
  const [values, setValues] = useState<TcValues>({ name: '', admission: '' })
  const { sending, status, setStatus, errs, submit } = useSubmission(P)
  const formRef = useRef<HTMLFormElement>(null)
  const live = useEarlyInput(formRef, setValues)
  // Spec §4: the message clears whenever either field changes.
  const set = (key: keyof TcValues) => (v: string) => {
    setValues((old) => ({ ...old, [key]: v }))
    errs.clear()
    setStatus(null)
  }

  const onSubmit = (e: FormEvent) => submit(e, tcSchema, values, lookUp)

  async function lookUp(body: TcValues): Promise<FormOutcome> {
    if (!endpoint) return { kind: 'failure', text: failureMessage({ reason: 'not-configured' }, school) }
    const outcome = await submitJson({ url: endpoint, mode: 'cors', token, body: { name: body.name, admission: body.admission } })
    const path = outcome.ok ? tcFilePath(outcome.body) : undefined
    if (!path) return { kind: 'failure', text: M.requestFailed }
    try {
      const res = await fetch(apiImageUrl(path, apiBase))
      if (!res.ok) throw new Error(`HTTP ${res.status}`)
      download(await res.blob(), TC_FILE_NAME)
    } catch {
      return { kind: 'failure', text: M.downloadFailed }
    }
    return { kind: 'success', text: `The transfer certificate has been downloaded as ${TC_FILE_NAME}.` }
  }

  // The spec's one message for both fields: shown once, in the summary and beside the first empty field.
  const message = errs.errors[0]?.text
  const err = (id: string) => (errs.errors[0]?.id === id ? message : undefined)
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby="tc-form-title">
      <NoScriptNotice school={school} />
      <ErrorSummary errors={errs.errors} attempt={errs.attempt} />
      <TextField
        id={`${P}-name`}
        name="name"
        label="Student's full name"
        required
        value={values.name}
        onChange={set('name')}
        error={err(`${P}-name`)}
        autoComplete="off"
      />
      <TextField
        id={`${P}-admission`}
        name="admission"
        label="Admission number"
        required
        value={values.admission}
        onChange={set('admission')}
        error={err(`${P}-admission`)}
        autoComplete="off"
      />
      <button type={live ? 'submit' : 'button'} className="btn btn--primary" disabled={sending}>
        {sending ? 'Please wait…' : 'Download'}
      </button>
      <FormStatus id={P} status={status} />
    </form>
  )
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
