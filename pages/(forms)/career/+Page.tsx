// https://vike.dev/Page — Career: intro copy, an Apply button that shows or hides the
// teaching-post application (spec §2, §4 career page).
import { useState } from 'react'
import { NoScriptNotice } from '../../../components/forms/NoScriptNotice.tsx'
import { usePageData } from '../../../renderer/usePageData.ts'
import { CareerForm } from './CareerForm.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { copy, form } = usePageData<Data>()
  const [open, setOpen] = useState(false)
  return (
    <div className="container form-page">
      <h1>{copy.heading}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: copy.html }} />
      <button type="button" className="btn btn--primary" aria-expanded={open} aria-controls="career-form" onClick={() => setOpen((o) => !o)}>
        Apply
      </button>
      <NoScriptNotice school={form.school} />
      <div id="career-form" hidden={!open}>
        <h2 id="career-form-title">Application for a teaching post</h2>
        <CareerForm {...form} onDraftRestored={() => setOpen(true)} />
      </div>
    </div>
  )
}
