// The View and Alumni Form buttons and the registration form they open (the `alumni-registration`
// island); the page's heading and letter around it are static HTML.
import { useState } from 'react'
import { NoScriptNotice } from './NoScriptNotice.tsx'
import type { ExternalFormData } from '#lib/forms/pageData.ts'
import { AlumniForm } from './AlumniForm.tsx'
import { island } from '#renderer/island.tsx'

export function AlumniRegistration(form: ExternalFormData) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div className="form-actions">
        <a className="btn btn--secondary" href="/magazine/">
          View<span className="visually-hidden"> the school magazines</span>
        </a>
        <button
          type="button"
          className="btn btn--primary"
          aria-expanded={open}
          aria-controls="alumni-form"
          onClick={() => setOpen((o) => !o)}
        >
          Alumni Form
        </button>
      </div>
      <NoScriptNotice school={form.school} />
      <div id="alumni-form" hidden={!open}>
        <h2 id="alumni-form-title">Alumni registration</h2>
        <AlumniForm {...form} onDraftRestored={() => setOpen(true)} />
      </div>
    </>
  )
}

export default island('alumni-registration', AlumniRegistration)
