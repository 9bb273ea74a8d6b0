import { describe, expect, it } from 'vitest'
import { decideMerge, type MergeFacts } from '#scripts/ci/decideMerge.ts'
import { nextLink } from '#scripts/ci/githubApi.ts'

const HEAD = 'a'.repeat(40)
const facts = (over: Partial<MergeFacts> = {}, pull: Partial<MergeFacts['pull']> = {}): MergeFacts => ({
  repo: 'school/site',
  branch: 'data/refresh',
  baseBranch: 'main',
  headSha: HEAD,
  pull: {
    number: 7,
    state: 'open',
    draft: false,
    headSha: HEAD,
    headRef: 'data/refresh',
    headRepo: 'school/site',
    baseRef: 'main',
    baseRepo: 'school/site',
    changedFiles: 1,
    ...pull,
  },
  files: [{ path: 'data/api/news.json', status: 'modified', mode: '100644' }],
  unreadable: [],
  checkRuns: [
    { name: 'test', status: 'completed', conclusion: 'success' },
    { name: 'build', status: 'completed', conclusion: 'success' },
  ],
  statuses: [{ context: 'deploy/preview', state: 'success' }],
  ...over,
})

describe('decideMerge', () => {
  it('merges the tested head of the data branch into main when it is snapshot data and everything passed', () => {
    expect(decideMerge(facts())).toEqual({ merge: true, reasons: [] })
  })

  it('refuses another head, a draft, a closed pull request, a fork or another base', () => {
    expect(decideMerge(facts({}, { headSha: 'b'.repeat(40) })).reasons).toEqual([
      'its head is bbbbbbb, not aaaaaaa, the commit that was tested',
    ])
    expect(decideMerge(facts({}, { draft: true, state: 'closed' })).reasons).toEqual(['#7 is closed, not open', '#7 is a draft'])
    expect(decideMerge(facts({}, { headRepo: 'someone/site' })).reasons).toEqual([
      'it comes from someone/site:data/refresh, not school/site:data/refresh',
    ])
    expect(decideMerge(facts({}, { baseRef: 'staging' })).reasons).toEqual(['it goes into school/site:staging, not school/site:main'])
  })

  it('refuses a snapshot file whose mode the head commit does not give, and a list it could not read', () => {
    const noMode = facts({ files: [{ path: 'data/api/news.json', status: 'modified' }] })
    expect(decideMerge(noMode).reasons).toEqual([`"data/api/news.json" is not in git's tree at aaaaaaa: its mode is unknown`])
    expect(decideMerge(facts({ unreadable: ['cut'] })).reasons).toEqual(['cut'])
  })

  it("merges while the pull request's own CI and preview still run: the run's data lane is the proof", () => {
    const running = facts({
      checkRuns: [
        { name: 'test', status: 'in_progress', conclusion: null },
        { name: 'build', status: 'queued', conclusion: null },
      ],
      statuses: [{ context: 'deploy/preview', state: 'pending' }],
    })
    expect(decideMerge(running)).toEqual({ merge: true, reasons: [] })
    expect(decideMerge(facts({ checkRuns: [], statuses: [] }))).toEqual({ merge: true, reasons: [] })
  })

  it('refuses a check or status that finished and failed, and a check list it could not read', () => {
    const failed = facts({
      checkRuns: [
        { name: 'test', status: 'completed', conclusion: 'failure' },
        { name: 'build', status: 'completed', conclusion: 'cancelled' },
        { name: '(more than 1,000 check runs)', status: 'unread', conclusion: null },
      ],
      statuses: [
        { context: 'deploy/preview', state: 'error' },
        { context: 'other', state: 'failure' },
      ],
    })
    expect(decideMerge(failed).reasons).toEqual([
      'the check "test" is failure',
      'the check "build" is cancelled',
      'the check "(more than 1,000 check runs)" is unread',
      'the status "deploy/preview" is error',
      'the status "other" is failure',
    ])
  })
})

describe('nextLink', () => {
  it("reads rel=next of GitHub's Link header, and nothing else", () => {
    const link =
      '<https://api.github.com/repositories/1/pulls/7/files?per_page=100&page=1>; rel="prev", ' +
      '<https://api.github.com/repositories/1/pulls/7/files?per_page=100&page=3>; rel="next", ' +
      '<https://api.github.com/repositories/1/pulls/7/files?per_page=100&page=30>; rel="last"'
    expect(nextLink(link)).toBe('https://api.github.com/repositories/1/pulls/7/files?per_page=100&page=3')
    expect(nextLink('<https://x/2>; rel="prev next"')).toBe('https://x/2')
    expect(nextLink('<https://x/2>; rel="nextish"')).toBeUndefined()
    expect(nextLink('<https://x/9>; rel="last"')).toBeUndefined()
    expect(nextLink(null)).toBeUndefined()
  })
})
