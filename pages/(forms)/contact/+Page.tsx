// https://vike.dev/Page — Contact Us: the school's details, a map and the contact form (spec §3, §5, §8).
import { usePageData } from '#renderer/usePageData.ts'
import { FormPage } from '#components/forms/FormPage.tsx'
import ContactForm from '#components/forms/ContactForm.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { copy, details, map, form } = usePageData<Data>()
  return (
    <FormPage copy={copy}>
      <div className="contact-layout">
        <section className="card contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{details.name}</h2>
          <address>
            <p>{details.address}</p>
            <p>
              Phone:{' '}
              {details.phones.map((p, i) => (
                <span key={p}>
                  {i > 0 && ', '}
                  <a href={`tel:${p.replace(/[^\d+]/g, '')}`}>{p}</a>
                </span>
              ))}
            </p>
            <p>
              Email: <a href={`mailto:${details.email}`}>{details.email}</a>
            </p>
          </address>
          <iframe
            className="contact-map"
            src={map.embedUrl}
            title={map.title}
            loading="lazy"
            referrerPolicy="no-referrer"
            width="600"
            height="320"
          />
          <p>
            <a href={map.linkUrl} target="_blank" rel="noopener noreferrer">
              View a larger map (opens in a new tab)
            </a>
          </p>
        </section>
        <section className="card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <ContactForm {...form} />
        </section>
      </div>
    </FormPage>
  )
}
