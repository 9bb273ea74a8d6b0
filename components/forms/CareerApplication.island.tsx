// The Apply button and the teaching-post application it opens (the `career-application` island);
// the page's heading and copy around it are static HTML.
import { useState } from 'react'
import { NoScriptNotice } from './NoScriptNotice.tsx'
import type { ExternalFormData } from '#lib/forms/pageData.ts'
import { CareerForm } from './CareerForm.tsx'
import { island } from '#renderer/island.tsx'

export function CareerApplication(form: ExternalFormData) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="btn btn--primary"
        aria-expanded={open}
        aria-controls="career-form"
        onClick={() => setOpen((o) => !o)}
      >
        Apply
      </button>
      <NoScriptNotice school={form.school} />
      <div id="career-form" hidden={!open}>
        <h2 id="career-form-title">Application for a teaching post</h2>
        <CareerForm {...form} onDraftRestored={() => setOpen(true)} />
      </div>
    </>
  )
}

export default island('career-application', CareerApplication)
