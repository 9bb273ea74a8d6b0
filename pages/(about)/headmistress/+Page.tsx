// https://vike.dev/Page
import { PageHeader } from '#components/content/PageHeader.tsx'
import { Prose } from '#components/content/Prose.tsx'
import { usePageData } from '#renderer/usePageData.ts'
import type { Data } from './+data.ts'

export function Page() {
  const { page, motto, signature } = usePageData<Data>()
  return (
    <>
      <PageHeader title={page.title} eyebrow={page.eyebrow} />
      <article className="card prose" style={{ maxWidth: '46rem' }}>
        <p className="motto">Our motto: “{motto}”</p>
        <Prose html={page.html} />
        <p className="signature">
          {signature.name}
          <span>{signature.role}</span>
        </p>
      </article>
    </>
  )
}
