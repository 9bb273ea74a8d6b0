// https://vike.dev/Page
import { InfoPage } from '#components/content/InfoPage.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { pdf } = usePageData<Data>()
  return (
    <InfoPage>
      <p>
        <a className="btn btn--primary doc-link" href={pdf.href} download>
          Download the {pdf.label}
        </a>{' '}
        <a className="btn btn--secondary" href={pdf.href} target="_blank" rel="noopener noreferrer">
          Open in a new tab<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {/* An <iframe>, not <object>: the CSP sets object-src 'none' and allows same-site frames.
          Browsers that cannot show PDFs inline show the download links above. */}
      <iframe className="doc-embed" src={pdf.href} title={pdf.label} loading="lazy" />
    </InfoPage>
  )
}
