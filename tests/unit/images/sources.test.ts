// What the image step makes variants of: every image path of the snapshots, read through their
// schemas (lib/endpoints.ts `images`), so a path the API sends in any form the schema accepts is found.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LEAD_IMAGE_ENDPOINTS, snapshotImageUrls } from '#scripts/images/sources.ts'
import { SnapshotParseError } from '#lib/load/snapshot.ts'

const API = 'https://api.example'
const img = (p: string) => `${API}/api/image/${p}`

function snapshot(files: Record<string, unknown[]>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sources-'))
  for (const [name, records] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), JSON.stringify(records))
  return dir
}

describe('image sources from the snapshots', () => {
  it("finds attachments in every form the schema accepts, an event's images and a notification's image", () => {
    const dir = snapshot({
      'gallery.json': [
        { _id: 'a1', title: 'Sports day', school: 'Senior', category: 'PhotoGallery', attachments: ['a/1.jpg', { path: 'a/2.jpg' }, ' '] },
      ],
      'events.json': [{ _id: 'e1', title: 'Fete', school: 'Senior', images: 'e/poster.jpg', attachments: [{ url: 'e/map.png' }] }],
      'notifications.json': [{ _id: 'n1', title: 'Holiday', image: ['n/card.jpg'], url: 'https://example.org/not-an-image' }],
    })
    expect(snapshotImageUrls(dir, API).sort()).toEqual(['a/1.jpg', 'a/2.jpg', 'e/map.png', 'e/poster.jpg', 'n/card.jpg'].map(img).sort())
  })

  it('reads only the endpoints asked for: the lead images are those of news, events and notifications', () => {
    const dir = snapshot({
      'gallery.json': [{ _id: 'a1', title: 'Album', school: 'Senior', category: 'PhotoGallery', attachments: ['a/1.jpg'] }],
      'news.json': [{ _id: 'n1', title: 'Results', school: 'Senior', attachments: ['n/lead.jpg'] }],
    })
    expect(snapshotImageUrls(dir, API, LEAD_IMAGE_ENDPOINTS)).toEqual([img('n/lead.jpg')])
  })

  it('reads a snapshot written again since the last read (a rebuild in the same process)', async () => {
    const dir = snapshot({ 'news.json': [{ _id: 'n1', title: 'One', school: 'Senior', attachments: ['one.jpg'] }] })
    expect(snapshotImageUrls(dir, API, ['news'])).toEqual([img('one.jpg')])
    fs.writeFileSync(
      path.join(dir, 'news.json'),
      JSON.stringify([{ _id: 'n1', title: 'One', school: 'Senior', attachments: ['two.jpeg'] }]),
    )
    // The rebuild comes in a later turn of the event loop, when the file is looked at again (lib/load/fileCache.ts).
    await new Promise((resolve) => setImmediate(resolve))
    expect(snapshotImageUrls(dir, API, ['news'])).toEqual([img('two.jpeg')])
  })

  it('refuses a snapshot its schema refuses, naming the file and record, as the pages would', () => {
    const dir = snapshot({ 'news.json': [{ _id: 'n1', school: 'Senior', attachments: ['x.jpg'] }] })
    expect(() => snapshotImageUrls(dir, API)).toThrow(SnapshotParseError)
    expect(() => snapshotImageUrls(dir, API)).toThrow(/news\.json › record 0 \("n1"\) › title/)
  })
})
