// https://vike.dev/Page — Alumni: the welcome letter, a View button to /magazine and an 'Alumni Form'
// button that shows or hides the registration form (spec §2 Alumni, §4 alumni form). Static HTML;
// the buttons and the form are the `alumni-registration` island.
import { usePageData } from '#renderer/usePageData.ts'
import { FormPage } from '#components/forms/FormPage.tsx'
import AlumniRegistration from '#components/forms/AlumniRegistration.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { copy, form } = usePageData<Data>()
  return (
    <FormPage copy={copy}>
      <AlumniRegistration {...form} />
    </FormPage>
  )
}
