// https://vike.dev/Page — Career: intro copy, an Apply button that shows or hides the
// teaching-post application (spec §2, §4 career page). Static HTML; the button and the form are the
// `career-application` island.
import { usePageData } from '#renderer/usePageData.ts'
import { Prose } from '#components/content/Prose.tsx'
import CareerApplication from '#components/forms/CareerApplication.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { copy, form } = usePageData<Data>()
  return (
    <div className="container form-page">
      <h1>{copy.heading}</h1>
      <Prose html={copy.html} />
      <CareerApplication {...form} />
    </div>
  )
}
