// https://vike.dev/Page
import { InfoPage } from '../../../components/content/InfoPage.tsx'
import { usePageData } from '../../../renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { pdf } = usePageData<Data>()
  return (
    <InfoPage>
      <p>
        <a className="btn btn--primary doc-link" href={pdf.href} download>Download the {pdf.label}</a>{' '}
        <a className="btn btn--secondary" href={pdf.href} target="_blank" rel="noopener noreferrer">Open in a new tab<span className="visually-hidden"> (opens in a new tab)</span></a>
      </p>
      <object className="doc-embed" data={pdf.href} type="application/pdf" aria-label={pdf.label}>
        <p>Your browser cannot show the planner here. <a href={pdf.href}>Download the {pdf.label}</a>.</p>
      </object>
    </InfoPage>
  )
}
