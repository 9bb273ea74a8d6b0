// https://vike.dev/Page
import { InfoPage } from '#components/content/InfoPage.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { activities } = usePageData<Data>()
  return (
    <InfoPage>
      <ol className="columns-2 card activity-list">
        {activities.map((a) => (
          <li key={a}>{a}</li>
        ))}
      </ol>
    </InfoPage>
  )
}
