// https://vike.dev/Page
import { InfoPage } from '#components/content/InfoPage.tsx'
import { TableWrap } from '#components/content/TableWrap.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { strength } = usePageData<Data>()
  const total = strength.rows.reduce((sum, r) => sum + r.totalIntake, 0)
  return (
    <InfoPage>
      <TableWrap label="Students strength" style={{ maxWidth: '40rem' }}>
        <table className="table" id="kids-strength">
          <caption>Students strength {strength.session}</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col" className="num">
                Total divisions
              </th>
              <th scope="col" className="num">
                Total intake
              </th>
            </tr>
          </thead>
          <tbody>
            {strength.rows.map((r) => (
              <tr key={r.class}>
                <th scope="row">{r.class}</th>
                <td className="num">{r.totalDivisions}</td>
                <td className="num">{r.totalIntake}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">All classes</th>
              <td className="num">{strength.rows.reduce((s, r) => s + r.totalDivisions, 0)}</td>
              <td className="num">{total}</td>
            </tr>
          </tfoot>
        </table>
      </TableWrap>
    </InfoPage>
  )
}
