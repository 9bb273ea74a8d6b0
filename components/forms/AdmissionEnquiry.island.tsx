// Spec §2 Home and §4 admission popup: a modal enquiry form, shown on load of the home page (after
// the notification popup, never together: lib/forms/dialogQueue.ts), closed by its close control or
// Escape, reopened by the 'Student Admission' menu item (`a[data-admission-open]`, `/#admission-enquiry`).
// By itself it opens at most once a browsing session, and never once this device has sent an
// enquiry (lib/forms/autoOpen.ts, docs/differences.md "Home page and footer"); the menu item and
// arriving on /#admission-enquiry open it at any time.
import { type FormEvent, useEffect, useRef } from 'react'
import {
  ADMISSION_MESSAGES as M,
  ADMISSION_REDIRECT_MS,
  ADMISSION_REDIRECT_TO,
  admissionSchema,
  buildAdmissionPayload,
  classesFor,
  emptyAdmission,
} from '#lib/forms/admission.ts'
import { DIALOG_PRIORITY, dialogClosed, requestDialog } from '#lib/forms/dialogQueue.ts'
import { ENQUIRY_HASH, ENQUIRY_SENT_KEY, ENQUIRY_SHOWN_KEY, opensEnquiry } from '#lib/forms/autoOpen.ts'
import { recall, remember } from '#lib/forms/deviceMemory.ts'
import type { AdmissionEnquiryData } from '#lib/forms/pageData.ts'
import { failureMessage, submitJson } from '#lib/forms/submit.ts'
import { keepTabInside, returnFocus } from './dialogFocus.ts'
import { ErrorSummary } from './ErrorSummary.tsx'
import { SelectField, TextField } from './Field.tsx'
import { FormStatus } from './FormStatus.tsx'
import { NoScriptNotice } from './NoScriptNotice.tsx'
import { useForm } from './useForm.ts'
import { island } from '#renderer/island.tsx'

/** The dialog's id: ENQUIRY_HASH, the menu item's `/#admission-enquiry`, names it. */
export const ADMISSION_DIALOG_ID = ENQUIRY_HASH.slice(1)
const P = 'admission'

type AdmissionEnquiryProps = AdmissionEnquiryData

export function AdmissionEnquiry({ content, endpoint, token, school }: AdmissionEnquiryProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const { values, bind, reset, sending, status, errs, submit } = useForm(P, emptyAdmission, {
    // Spec §5: each academic year offers its own classes; a class the newly chosen year lacks is cleared.
    adjust: (next, key) =>
      key === 'academicYear' && !classesFor(content, next.academicYear).includes(next.class) ? { ...next, class: '' } : next,
  })

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const open = () => {
      if (dialog.open) return
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      dialog.showModal()
      // Shown, however it was opened: it does not open by itself again this session.
      remember('session', ENQUIRY_SHOWN_KEY, '1')
    }
    const request = () => requestDialog({ id: P, priority: DIALOG_PRIORITY.admission, open })
    const onClose = () => {
      dialogClosed(P)
      returnFocus(opener.current)
      if (location.hash === ENQUIRY_HASH) history.replaceState(null, '', location.pathname + location.search)
    }
    const onClick = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[data-admission-open]')
      if (!link || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return
      e.preventDefault()
      opener.current = link as HTMLElement
      request()
    }
    const onHash = () => {
      if (location.hash === ENQUIRY_HASH) request()
    }
    dialog.addEventListener('close', onClose)
    const releaseTab = keepTabInside(dialog)
    document.addEventListener('click', onClick)
    window.addEventListener('hashchange', onHash)
    // Asked for (the menu item from another page), or by itself (spec: visible on load of the home page).
    if (location.hash === ENQUIRY_HASH || opensEnquiry(recall('session', ENQUIRY_SHOWN_KEY), recall('device', ENQUIRY_SENT_KEY))) request()
    return () => {
      dialog.removeEventListener('close', onClose)
      releaseTab()
      document.removeEventListener('click', onClick)
      window.removeEventListener('hashchange', onHash)
    }
  }, [])

  const onSubmit = (e: FormEvent) =>
    submit(e, admissionSchema, values, async (data) => {
      const outcome = await submitJson({ url: endpoint, mode: 'cors', token, body: buildAdmissionPayload(data) })
      if (!outcome.ok) return { kind: 'failure', text: failureMessage(outcome, school) }
      // The API confirmed it: this device's visitor is not asked again by itself.
      remember('device', ENQUIRY_SENT_KEY, new Date().toISOString())
      reset()
      setTimeout(() => location.assign(ADMISSION_REDIRECT_TO), ADMISSION_REDIRECT_MS)
      return { kind: 'success', text: M.success }
    })

  const classes = classesFor(content, values.academicYear)
  return (
    <dialog ref={dialogRef} id={ADMISSION_DIALOG_ID} className="form-dialog" aria-labelledby={`${P}-title`}>
      <div className="form-dialog__head">
        <h2 id={`${P}-title`}>Admission enquiry</h2>
        <button
          type="button"
          className="form-dialog__close"
          aria-label="Close admission enquiry"
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <form method="post" noValidate onSubmit={onSubmit} className="form" aria-labelledby={`${P}-title`}>
        <NoScriptNotice school={school} />
        <ErrorSummary errors={errs.errors} attempt={errs.attempt} lead={M.summary} />
        <TextField {...bind('name')} label="Student's name" required autoComplete="off" />
        <TextField {...bind('email')} label="Parent's email" type="email" autoComplete="email" />
        <TextField {...bind('phone')} label="Parent's mobile number" phone required autoComplete="tel-national" />
        <SelectField
          {...bind('academicYear')}
          label="Academic year"
          required
          placeholder="Select academic year"
          options={content.academicYears.map((y) => ({ value: y.year, label: y.year }))}
        />
        <SelectField
          {...bind('class')}
          label="Class"
          required
          placeholder="Select class"
          options={classes.map((c) => ({ value: c, label: `Class ${c}` }))}
        />
        <TextField {...bind('message')} label="Message" multiline />
        <button type="submit" className="btn btn--primary" disabled={sending} aria-disabled={sending || undefined}>
          {sending ? 'Sending…' : 'Submit'}
        </button>
        <FormStatus id={P} status={status} />
      </form>
    </dialog>
  )
}

export default island('admission-enquiry', AdmissionEnquiry)
