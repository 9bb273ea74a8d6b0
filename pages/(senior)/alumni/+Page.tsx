// https://vike.dev/Page — Alumni: the welcome letter, a View button to /magazine and an 'Alumni Form'
// button that shows or hides the registration form (spec §2 Alumni, §4 alumni form).
import { useState } from 'react'
import { NoScriptNotice } from '../../../components/forms/NoScriptNotice.tsx'
import { usePageData } from '../../../renderer/usePageData.ts'
import { AlumniForm } from './AlumniForm.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { copy, form } = usePageData<Data>()
  const [open, setOpen] = useState(false)
  return (
    <div className="container form-page">
      <h1>{copy.heading}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: copy.html }} />
      <div className="form-actions">
        <a className="btn btn--secondary" href="/magazine">View<span className="visually-hidden"> the school magazines</span></a>
        <button type="button" className="btn btn--primary" aria-expanded={open} aria-controls="alumni-form" onClick={() => setOpen((o) => !o)}>
          Alumni Form
        </button>
      </div>
      <NoScriptNotice school={form.school} />
      <div id="alumni-form" hidden={!open}>
        <h2 id="alumni-form-title">Alumni registration</h2>
        <AlumniForm {...form} onDraftRestored={() => setOpen(true)} />
      </div>
    </div>
  )
}
