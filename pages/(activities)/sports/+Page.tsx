// https://vike.dev/Page — every tab's content is in the HTML; the `tabs` island makes them ARIA tabs.
import { InfoPage } from '#components/content/InfoPage.tsx'
import { TableWrap } from '#components/content/TableWrap.tsx'
import { Tabs } from '#components/content/Tabs.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export function Page() {
  const { sports } = usePageData<Data>()
  const sportTabs = sports.sports.map((s) => ({
    id: `sport-${slug(s.name)}`,
    label: s.name,
    content: s.years.map((y) => (
      <TableWrap key={y.year} label={`${s.name} results ${y.year}`}>
        <table className="table">
          <caption>
            {s.name} results {y.year}
          </caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Category</th>
              <th scope="col">Result</th>
            </tr>
          </thead>
          <tbody>
            {y.rows.map((r) => (
              <tr key={`${r.event}-${r.category}`}>
                <td>{r.event}</td>
                <td>{r.category}</td>
                <td>{r.result}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    )),
  }))
  const camps = sports.summerCamps.map((c) => (
    <TableWrap key={c.year} label={`Summer camp ${c.year}`}>
      <table className="table">
        <caption>Summer camp {c.year}</caption>
        <thead>
          <tr>
            <th scope="col">Activity</th>
            <th scope="col">Dates</th>
            <th scope="col" className="num">
              Participants
            </th>
          </tr>
        </thead>
        <tbody>
          {c.rows.map((r) => (
            <tr key={r.activity}>
              <td>{r.activity}</td>
              <td>{r.dates}</td>
              <td className="num">{r.participants}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  ))
  return (
    <InfoPage>
      {sports.note && <p className="callout">{sports.note}</p>}
      <Tabs
        label="Sports and summer camps"
        headingLevel={2}
        tabs={[
          { id: 'tab-sports', label: 'Sports', content: <Tabs label="Sports" headingLevel={3} variant="pills" tabs={sportTabs} /> },
          { id: 'tab-summer-camps', label: 'Summer Camps', content: camps },
        ]}
      />
    </InfoPage>
  )
}
