// https://vike.dev/Page — Career: intro copy, an Apply button that shows or hides the
// teaching-post application (spec §2, §4 career page). Static HTML; the button and the form are the
// `career-application` island.
import { usePageData } from '#renderer/usePageData.ts'
import { FormPage } from '#components/forms/FormPage.tsx'
import CareerApplication from '#components/forms/CareerApplication.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { copy, form } = usePageData<Data>()
  return (
    <FormPage copy={copy}>
      <CareerApplication {...form} />
    </FormPage>
  )
}
