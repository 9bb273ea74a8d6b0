import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { refreshRecords, refreshSnapshot, refreshedTitle } from '#scripts/bench/refresh.ts'
import { tempTree } from '#tests/support/tempTree.ts'

const album = (id: string, title: string) => ({ _id: id, title, attachments: [`bench/${id}/photo-1.jpg`] })
const item = (id: string, title: string) => ({ _id: id, title, description: 'Text.' })

describe('the refresh before each timed build of the scale bench', () => {
  it('renames only the newest album and retitles only the newest news item, photos untouched', () => {
    const gallery = [album('a1', 'Old album'), album('a2', 'New album')]
    const all = [item('n1', 'Old news'), item('n2', 'New news')]
    const refresh = refreshRecords(gallery, [all], 3)
    expect(refresh).toEqual({ albumId: 'a2', albumTitle: 'New album (refresh 3)', newsId: 'n2', newsTitle: 'New news (refresh 3)' })
    expect(gallery).toEqual([album('a1', 'Old album'), { ...album('a2', 'New album'), title: 'New album (refresh 3)' }])
    expect(all[0]).toEqual(item('n1', 'Old news'))
  })

  it('gives the item the same title in every news list that holds it', () => {
    const all = [item('n1', 'First'), item('n2', 'Second')]
    const home = [item('n2', 'Second'), item('n9', 'Home only')]
    refreshRecords([album('a1', 'Album')], [all, home], 1)
    expect(home).toEqual([item('n2', 'Second (refresh 1)'), item('n9', 'Home only')])
  })

  it('replaces an earlier refresh suffix instead of adding another', () => {
    expect(refreshedTitle(refreshedTitle('Sports Day', 1), 2)).toBe('Sports Day (refresh 2)')
  })

  it('throws when the snapshot has no album or no news item to edit', () => {
    expect(() => refreshRecords([], [[item('n1', 'News')]], 1)).toThrow(/no album or no news item/)
  })
})

describe('refreshSnapshot', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('rewrites the gallery and both news lists in sync format, each refresh replacing the last', () => {
    const json = (records: unknown[]) => JSON.stringify(records, null, 2) + '\n'
    dir = tempTree('refresh-', {
      'gallery.json': json([album('a1', 'Album')]),
      'news-all.json': json([item('n1', 'News')]),
      'news.json': json([item('n1', 'News')]),
    })
    refreshSnapshot(dir, 1)
    expect(refreshSnapshot(dir, 2).albumTitle).toBe('Album (refresh 2)')
    expect(fs.readFileSync(path.join(dir, 'gallery.json'), 'utf8')).toBe(json([album('a1', 'Album (refresh 2)')]))
    expect(fs.readFileSync(path.join(dir, 'news.json'), 'utf8')).toBe(json([item('n1', 'News (refresh 2)')]))
    expect(fs.readFileSync(path.join(dir, 'news-all.json'), 'utf8')).toBe(json([item('n1', 'News (refresh 2)')]))
  })
})
