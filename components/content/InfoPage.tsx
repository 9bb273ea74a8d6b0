// The common layout of an information page: title band, optional main picture, the Markdown
// copy and an optional captioned photo set. Most information routes of spec §2 render exactly this.
import type { ReactNode } from 'react'
import type { ProsePage } from '#lib/content/pages.ts'
import type { PhotoSet } from '#lib/content/photos.ts'
import { usePageData } from '#renderer/usePageData.ts'
import { PageHeader } from './PageHeader.tsx'
import { PhotoGrid } from './PhotoGrid.tsx'
import { Prose } from './Prose.tsx'

export interface InfoPageData {
  title: string
  page: ProsePage
  photos?: PhotoSet
}

interface InfoPageProps {
  /** Extra content after the copy (tables, cards). */
  children?: ReactNode
}

export function InfoPage({ children }: InfoPageProps) {
  const { page, photos } = usePageData<InfoPageData>()
  return (
    <>
      <PageHeader title={page.title} eyebrow={page.eyebrow} lead={page.lead} />
      {page.image ? (
        <div className="layout-split">
          <Prose html={page.html} />
          {/* A figure only with its caption: a figure is announced by its caption, and without one it is a nameless group. */}
          {page.image.caption ? (
            <figure className="feature-image">
              <FeatureImage image={page.image} />
              <figcaption>{page.image.caption}</figcaption>
            </figure>
          ) : (
            <div className="feature-image">
              <FeatureImage image={page.image} />
            </div>
          )}
        </div>
      ) : (
        <Prose html={page.html} />
      )}
      {children}
      {photos && (
        <section aria-labelledby="photos-heading">
          <h2 id="photos-heading">{photos.title ?? 'Photos'}</h2>
          <PhotoGrid photos={photos.photos} label={photos.title ?? `${page.title} photos`} />
        </section>
      )}
    </>
  )
}

/** The default page component: `export { Page } from '.../InfoPage.tsx'` in a route folder. */
export function Page() {
  return <InfoPage />
}

function FeatureImage({ image }: { image: { src: string; alt: string } }) {
  return <img src={image.src} alt={image.alt} width={800} height={600} decoding="async" />
}
