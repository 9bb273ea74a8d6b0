// https://vike.dev/Page
import { InfoPage } from '#components/content/InfoPage.tsx'
import { TableWrap } from '#components/content/TableWrap.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

const rupees = (n: number) => n.toLocaleString('en-IN')

export function Page() {
  const { fees } = usePageData<Data>()
  return (
    <InfoPage>
      <TableWrap label="Yearly fees" style={{ maxWidth: '46rem' }}>
        <table className="table" id="kids-fees">
          <caption>Yearly fees {fees.session} (in rupees)</caption>
          <thead>
            <tr>
              <th scope="col">Class</th>
              <th scope="col" className="num">
                Tuition fees
              </th>
              <th scope="col" className="num">
                Term fees
              </th>
              <th scope="col" className="num">
                Total fees
              </th>
            </tr>
          </thead>
          <tbody>
            {fees.rows.map((r) => (
              <tr key={r.class}>
                <th scope="row">{r.class}</th>
                <td className="num" data-value={r.tuitionFees}>
                  {rupees(r.tuitionFees)}
                </td>
                <td className="num" data-value={r.termFees}>
                  {rupees(r.termFees)}
                </td>
                <td className="num" data-value={r.totalFees}>
                  <strong>{rupees(r.totalFees)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </InfoPage>
  )
}
