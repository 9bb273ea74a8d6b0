// https://vike.dev/Page — Home. Issue 4 builds the full home page; this renders the snapshot's latest news.
import { usePageData } from '../../renderer/usePageData.ts'
import type { Data } from './+data.ts'
import { AdmissionEnquiry } from '../../components/forms/AdmissionEnquiry.tsx'
import '../../styles/forms.css'

export function Page() {
  const { schoolName, news, admission } = usePageData<Data>()
  return (
    <>
      <h1>{schoolName}</h1>
      <h2>Latest news</h2>
      <ul>
        {news.map((n) => (
          <li key={n.id}>
            <time dateTime={n.day}>{n.date}</time> {n.title}
          </li>
        ))}
      </ul>
      <AdmissionEnquiry {...admission} />
    </>
  )
}
