// Spec §4 TC page, §5 TC lookup, §7, §8: POST {name, admission} with the bearer token; the answer's
// `data` path is fetched from /api/image/{path} and downloaded as tc.jpg. Messages on the page, not alerts.
import { type FormEvent, useRef } from 'react'
import type { TcFormData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { emptyTc, TC_FILE_NAME, TC_MESSAGES as M, tcFilePath, tcSchema, type TcValues } from '#lib/forms/tc.ts'
import { apiImageUrl } from '#lib/format/url.ts'
import { ErrorSummary } from './ErrorSummary.tsx'
import { TextField } from './Field.tsx'
import { FormStatus } from './FormStatus.tsx'
import { NoScriptNotice } from './NoScriptNotice.tsx'
import { useEarlyInput } from './useEarlyInput.ts'
import { useForm } from './useForm.ts'
import type { FormOutcome } from './useSubmission.ts'
import { island } from '#renderer/island.tsx'

const P = 'tc'

export function TcForm({ endpoint, apiBase, token, school }: TcFormData) {
  // Spec §4: the message clears whenever either field changes.
  const { values, setValues, bind, sending, status, errs, submit } = useForm(P, emptyTc, { editClears: 'form' })
  const formRef = useRef<HTMLFormElement>(null)
  const live = useEarlyInput(formRef, setValues)

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

  // The spec's one message for both fields is one issue on the first empty field (tcSchema): it shows
  // once in the summary and once beside that field.
  return (
    <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby="tc-form-title">
      <NoScriptNotice school={school} />
      <ErrorSummary errors={errs.errors} attempt={errs.attempt} />
      <TextField {...bind('name')} label="Student's full name" required autoComplete="off" />
      <TextField {...bind('admission')} label="Admission number" required autoComplete="off" />
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

export default island('tc-form', TcForm)
