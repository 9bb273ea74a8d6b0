// https://vike.dev/Page — Parent Portal Guidelines, with the app's school code and store links.
import { InfoPage } from '#components/content/InfoPage.tsx'
import { site } from '#lib/content/site.ts'

export function Page() {
  return (
    <InfoPage>
      <aside className="card" aria-labelledby="app-code" style={{ maxWidth: '34rem', marginBlock: 'var(--space-6)' }}>
        <h2 id="app-code">School code for the app</h2>
        <p>
          Enter <strong className="school-code">{site.parentApp.schoolCode}</strong> when the {site.parentApp.name} asks for the school
          code.
        </p>
        <p>
          <a className="btn btn--primary" href={site.parentApp.playStoreUrl} target="_blank" rel="noopener noreferrer">
            Google Play<span className="visually-hidden"> (opens in a new tab)</span>
          </a>{' '}
          <a className="btn btn--secondary" href={site.parentApp.appStoreUrl} target="_blank" rel="noopener noreferrer">
            App Store<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </aside>
    </InfoPage>
  )
}
