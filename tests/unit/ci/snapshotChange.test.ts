import { describe, expect, it } from 'vitest'
import { endpoints } from '#lib/endpoints.ts'
import { parseGitRawDiff, SNAPSHOT_PATHS, whyNotSnapshotOnly, type ChangedFile } from '#scripts/ci/snapshotChange.ts'

const news: ChangedFile = { path: 'data/api/news.json', status: 'modified' }

describe('whyNotSnapshotOnly', () => {
  it('knows exactly the snapshot files lib/endpoints.ts lists', () => {
    expect([...SNAPSHOT_PATHS].sort()).toEqual(
      Object.values(endpoints)
        .map((e) => `data/api/${e.file}`)
        .sort(),
    )
  })

  it('passes added and modified snapshot files of lib/endpoints.ts', () => {
    expect(whyNotSnapshotOnly([news, { path: 'data/api/events.json', status: 'A', mode: '100644', oldMode: '000000' }])).toEqual([])
  })

  it('refuses a file outside the snapshot list, even under data/api/', () => {
    expect(whyNotSnapshotOnly([news, { path: 'data/api/extra.json', status: 'added' }])).toEqual([
      '"data/api/extra.json" is not a snapshot file of lib/endpoints.ts',
    ])
    expect(whyNotSnapshotOnly([{ path: 'scripts/build.ts', status: 'modified' }])).toHaveLength(1)
  })

  it('refuses deletions, renames, copies and mode-only changes', () => {
    for (const status of ['removed', 'D', 'changed', 'T', 'copied', 'unchanged'])
      expect(whyNotSnapshotOnly([{ ...news, status }])).toEqual([`"data/api/news.json" is ${status}, not added or modified`])
    expect(whyNotSnapshotOnly([{ path: 'data/api/news.json', previousPath: 'scripts/build.ts', status: 'renamed' }])).toEqual([
      '"data/api/news.json" was "scripts/build.ts" (renamed)',
    ])
  })

  it('refuses links and executables by their git mode', () => {
    expect(whyNotSnapshotOnly([{ ...news, mode: '120000' }])).toEqual(['"data/api/news.json" has mode 120000, not a regular file'])
    expect(whyNotSnapshotOnly([{ ...news, mode: '100755' }])).toHaveLength(1)
    expect(whyNotSnapshotOnly([{ ...news, mode: '100644', oldMode: '120000' }])).toHaveLength(1)
  })

  it('refuses a list shorter than the count its source declares', () => {
    expect(whyNotSnapshotOnly([news], 101)).toEqual(['1 files were read but 101 changed: the list is incomplete'])
  })

  it('refuses more files than there are snapshots, and a path listed twice', () => {
    const all = [...SNAPSHOT_PATHS].map((path) => ({ path, status: 'modified' }))
    expect(whyNotSnapshotOnly(all)).toEqual([])
    expect(whyNotSnapshotOnly([...all, news])).toEqual([
      `${all.length + 1} files changed, more than the ${all.length} snapshot files there are`,
      '"data/api/news.json" is listed twice',
    ])
  })
})

describe('parseGitRawDiff', () => {
  it('reads modes, statuses and both paths of a rename', () => {
    const raw =
      ':100644 100644 aaaa bbbb M\0data/api/news.json\0' +
      ':000000 120000 0000 cccc A\0data/api/events.json\0' +
      ':100644 100644 dddd dddd R100\0scripts/build.ts\0data/api/videos.json\0'
    expect(parseGitRawDiff(raw)).toEqual([
      { path: 'data/api/news.json', status: 'M', mode: '100644', oldMode: '100644' },
      { path: 'data/api/events.json', status: 'A', mode: '120000', oldMode: '000000' },
      { path: 'data/api/videos.json', previousPath: 'scripts/build.ts', status: 'R', mode: '100644', oldMode: '100644' },
    ])
    expect(parseGitRawDiff('')).toEqual([])
  })
})
