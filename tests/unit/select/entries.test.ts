import { describe, expect, it } from 'vitest'
import { albumEntry, eventEntry, excerpt, KINDER_VIDEO_THUMBNAIL, newsEntry, videoEntry } from '#lib/select/entries.ts'
import { toEventCard } from '#components/home/cardData.ts'
import { eventSchema } from '#lib/schema/event.ts'
import { galleryItemSchema } from '#lib/schema/galleryItem.ts'
import { newsItemSchema } from '#lib/schema/newsItem.ts'
import { videoSchema } from '#lib/schema/video.ts'

describe('spec §9 date formats on listing cards (Asia/Kolkata on a UTC machine)', () => {
  const n = newsItemSchema.parse({ title: 'Late night news', school: 'Senior', date: '2026-03-05T00:30:00+05:30' })
  it('news cards: DD.MM.YYYY, not the previous day', () => expect(newsEntry(n, '').dateText).toBe('05.03.2026'))
  it("an unparseable date shows 'Invalid Date' and matches no year", () => {
    const bad = newsEntry(newsItemSchema.parse({ title: 'x', school: 'Senior', date: 'soon' }), '')
    expect(bad.dateText).toBe('Invalid Date')
    expect(bad.year).toBeNull()
  })
  const g = galleryItemSchema.parse({
    _id: 'a',
    title: 'A',
    category: 'Sports',
    school: 'Junior',
    date: '2026-02-14',
    attachments: ['x/1.jpg', 'x/2.jpg'],
  })
  it('galleries: DD-MM-YYYY; kindergarten cards: DD.MM.YYYY; count = attachments; cover = first', () => {
    expect(albumEntry(g, '', 'dashed').dateText).toBe('14-02-2026')
    const e = albumEntry(g, 'https://api.example.org', 'dotted')
    expect(e.dateText).toBe('14.02.2026')
    expect(e.count).toBe(2)
    expect(e.cover).toEqual({ src: 'https://api.example.org/api/image/x/1.jpg' })
  })
})

describe('spec §2 video cards', () => {
  it('a URL that failed the allow-list gives a card without a link', () => {
    expect(videoEntry(videoSchema.parse({ title: 'v', school: 'Senior', videoUrl: 'javascript:alert(1)' }), '').href).toBe('')
  })
  it('the junior page uses a default thumbnail when a video has none', () => {
    expect(
      videoEntry(videoSchema.parse({ title: 'v', school: 'Junior', videoUrl: 'https://example.org/v' }), '', KINDER_VIDEO_THUMBNAIL).thumb,
    ).toEqual({ src: KINDER_VIDEO_THUMBNAIL })
  })
})

describe('card excerpts', () => {
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(excerpt('short')).toBe('short')
    const cut = excerpt('word '.repeat(100))
    expect(cut.length).toBeLessThanOrEqual(221)
    expect(cut.endsWith('word…')).toBe(true)
  })
})

describe('an event card’s <time datetime>: the one start of lib/format/schoolTime.ts', () => {
  const e = eventSchema.parse({ _id: 'e1', title: 'Annual Day', school: 'Senior', date: '2026-12-04T18:30:00.000Z', time: '10:00 AM' })
  it('a listing card and a home slide give the date and time in +05:30, and the day to filter by', () => {
    expect(eventEntry(e)).toMatchObject({ day: '2026-12-05', datetime: '2026-12-05T10:00:00+05:30', dateText: '05.12.2026' })
    expect(toEventCard(e)).toMatchObject({ day: '2026-12-05', datetime: '2026-12-05T10:00:00+05:30' })
  })
  it('an all-day event gives the day alone', () => {
    expect(eventEntry({ ...e, time: 'All day' }).datetime).toBe('2026-12-05')
  })
})
