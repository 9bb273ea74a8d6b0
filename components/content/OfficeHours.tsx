// Spec §9 office hours, from data/content/site.json (officeHours).
import { site } from '#lib/content/site.ts'

export function OfficeHours() {
  return (
    <section aria-labelledby="office-hours" className="card" style={{ maxWidth: '34rem', marginBottom: 'var(--space-6)' }}>
      <h2 id="office-hours">Office hours</h2>
      <dl className="hours-list">
        {site.officeHours.map((h) => (
          <div key={h.days}>
            <dt>{h.days}</dt>
            <dd>{h.hours}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
