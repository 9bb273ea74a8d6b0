// https://vike.dev/Page
import { InfoPage } from '#components/content/InfoPage.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { visitors } = usePageData<Data>()
  return (
    <InfoPage>
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="visitors-caption" data-island="scroll-region">
        <table className="table">
          <caption id="visitors-caption">Guest speakers</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Organisation</th>
              <th scope="col">Topic</th>
            </tr>
          </thead>
          <tbody>
            {visitors.map((v) => (
              <tr key={`${v.name}-${v.topic}`}>
                <td>{v.name}</td>
                <td>{v.organisation}</td>
                <td>{v.topic}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </InfoPage>
  )
}
