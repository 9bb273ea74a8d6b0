// The frame of the form pages (pages/(forms)/: contact, career, alumni, TC): the page's heading and
// its copy from data/content/, then the page's own parts.
import type { ReactNode } from 'react'
import { Prose } from '#components/content/Prose.tsx'

export function FormPage({ copy, children }: { copy: { heading: string; html: string }; children: ReactNode }) {
  return (
    <div className="container form-page">
      <h1>{copy.heading}</h1>
      <Prose html={copy.html} />
      {children}
    </div>
  )
}
