// https://vike.dev/Page — Administration: admission, withdrawals, certificates, office hours.
import { InfoPage } from '#components/content/InfoPage.tsx'
import { OfficeHours } from '#components/content/OfficeHours.tsx'

export function Page() {
  return (
    <InfoPage>
      <OfficeHours />
    </InfoPage>
  )
}
