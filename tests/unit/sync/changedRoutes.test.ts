import { describe, expect, it } from 'vitest'
import { changedPagesMarkdown, changedRoutes } from '#scripts/sync/changedRoutes.ts'
import { markdownSummary } from '#scripts/sync/summary.ts'
import type { EndpointName } from '#lib/endpoints.ts'
import { rec, syncResult } from '../../support/syncResults.ts'

/** An endpoint's result by the ids of its added, changed and removed records. */
const result = (name: EndpointName, added: string[] = [], changed: string[] = [], removed: string[] = []) =>
  syncResult(
    name,
    added.map((id) => rec(id)),
    changed.map((id) => rec(id)),
    removed.map((id) => rec(id)),
  )

describe('changed pages of a data refresh', () => {
  it('lists the pages that show each changed endpoint, home first, each once, and every added or changed album', () => {
    const routes = changedRoutes([
      result('newsAll', ['n1']),
      result('notifications', [], ['x']),
      result('gallery', ['a1'], ['a2'], ['a3']),
      result('toppers'),
    ])
    expect(routes[0]).toBe('/')
    expect(routes).toEqual(expect.arrayContaining(['/news/', '/gallery/', '/SubGallery/a1/', '/SubGallery/a2/']))
    expect(routes).not.toContain('/SubGallery/a3/') // removed: its page is gone
    expect(routes).not.toContain('/topperX/') // toppers unchanged
    expect(new Set(routes).size).toBe(routes.length)
  })

  it('links them on the preview origin, and only on an https origin', () => {
    const md = changedPagesMarkdown(['/', '/news/'], 'https://pr-42.ncsr-previews.pages.dev/').join('\n')
    expect(md).toContain('- [/news/](https://pr-42.ncsr-previews.pages.dev/news/)')
    expect(changedPagesMarkdown(['/news/'], 'javascript:alert(1)//').join('\n')).toContain('- `/news/`')
    expect(changedPagesMarkdown([], 'https://x.pages.dev')).toEqual([])
  })

  it('the data PR body carries the list', () => {
    const md = markdownSummary([result('eventsAll', ['e1'])], {
      apiBase: 'https://api.example.org',
      at: new Date(0),
      previewUrl: 'https://pr-42.ncsr-previews.pages.dev',
    })
    expect(md).toContain('## Pages to check')
    expect(md).toContain('(https://pr-42.ncsr-previews.pages.dev/events/)')
  })
})
