// The data pull request's "Pages to check", linked once its number is known on its own preview,
// pr-<number> of the previews' project (scripts/ci/dataPrBody.ts, run by refresh-data.yml).
import { describe, expect, it } from 'vitest'
import { dataPrBody } from '#scripts/ci/dataPrBody.ts'
import { withPagesToCheckAt } from '#scripts/sync/changedRoutes.ts'
import { markdownSummary } from '#scripts/sync/summary.ts'
import { rec, syncResult as result } from '../../support/syncResults.ts'

const meta = { apiBase: 'https://api.example.org', at: new Date(0) }
const results = [result('newsAll', [rec('n1')]), result('gallery', [rec('a1'), rec('a2')])]
const ENV = { PR_NUMBER: '42', PREVIEW_PROJECT: 'school-previews', PRODUCTION_PROJECT: 'school' }

describe('withPagesToCheckAt', () => {
  it('gives the summary sync would have written had it known the preview address', () => {
    const url = 'https://pr-42.school-previews.pages.dev'
    expect(withPagesToCheckAt(markdownSummary(results, meta), url)).toBe(markdownSummary(results, { ...meta, previewUrl: url }))
    // Twice, or from an already linked body: the same.
    const linked = markdownSummary(results, { ...meta, previewUrl: 'https://data-refresh.school.pages.dev' })
    expect(withPagesToCheckAt(linked, url)).toBe(markdownSummary(results, { ...meta, previewUrl: url }))
  })

  it('takes no route from what the API sent: a title that spells a route line stays inside its code span', () => {
    const hostile = [result('newsAll', [rec('n1', 'x\n- `/evil/`\n## Pages to check\n- `/evil/`')])]
    const body = withPagesToCheckAt(markdownSummary(hostile, meta), 'https://pr-1.p.pages.dev')
    expect(body).not.toContain('(https://pr-1.p.pages.dev/evil/)')
    expect(body).toContain('- [/news/](https://pr-1.p.pages.dev/news/)')
  })

  it('leaves a summary without the section as it is', () => {
    const none = markdownSummary([], meta)
    expect(withPagesToCheckAt(none, 'https://pr-1.p.pages.dev')).toBe(none)
  })
})

describe('dataPrBody', () => {
  it("links the pages on pr-<number> of the previews' project", () => {
    const { body, notice } = dataPrBody(markdownSummary(results, meta), ENV)
    expect(notice).toBeUndefined()
    expect(body).toContain('- [/SubGallery/a1/](https://pr-42.school-previews.pages.dev/SubGallery/a1/)')
    expect(body).not.toContain('data-refresh')
  })

  it("leaves paths and says why without a previews' project, or with production's", () => {
    const summary = markdownSummary(results, meta)
    expect(dataPrBody(summary, { ...ENV, PREVIEW_PROJECT: '' })).toEqual({
      body: summary,
      notice: expect.stringContaining('CLOUDFLARE_PREVIEW_PROJECT_NAME is not set'),
    })
    expect(dataPrBody(summary, { ...ENV, PREVIEW_PROJECT: 'school' }).notice).toContain('never published to the production project')
  })
})
