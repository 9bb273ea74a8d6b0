// https://vike.dev/Page
import { InfoPage } from '#components/content/InfoPage.tsx'
import { TableWrap } from '#components/content/TableWrap.tsx'
import { OfficeHours } from '#components/content/OfficeHours.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { hours } = usePageData<Data>()
  return (
    <InfoPage>
      <div className="card-grid">
        {hours.seasons.map((s) => (
          <TableWrap key={s.name} label={`${s.name} school hours`} style={{ margin: 0 }}>
            <table className="table">
              <caption>
                {s.name} ({s.months})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Classes</th>
                  <th scope="col" className="num">
                    Assembly
                  </th>
                  <th scope="col" className="num">
                    Dismissal
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.rows.map((r) => (
                  <tr key={r.group}>
                    <th scope="row">{r.group}</th>
                    <td className="num">{r.assembly}</td>
                    <td className="num">{r.dismissal}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        ))}
      </div>
      {hours.note && <p className="callout">{hours.note}</p>}
      <OfficeHours />
    </InfoPage>
  )
}
