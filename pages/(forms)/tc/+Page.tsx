// https://vike.dev/Page — Transfer certificate lookup and a sample certificate (spec §4 TC page, §5, §8).
import { usePageData } from '#renderer/usePageData.ts'
import { FormPage } from '#components/forms/FormPage.tsx'
import TcForm from '#components/forms/TcForm.island.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { copy, form } = usePageData<Data>()
  return (
    <FormPage copy={copy}>
      <section className="card" aria-labelledby="tc-form-title">
        <h2 id="tc-form-title">Download a transfer certificate</h2>
        <TcForm {...form} />
      </section>
      <figure className="card">
        <img
          className="tc-sample"
          src="/images/tc-sample.svg"
          alt="Sample transfer certificate: the school's name, the student's name, admission number, class, dates of admission and leaving, conduct, and the principal's signature."
          width="800"
          height="1100"
          loading="eager"
          decoding="async"
        />
        <figcaption>A sample transfer certificate.</figcaption>
      </figure>
    </FormPage>
  )
}
