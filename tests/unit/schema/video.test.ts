import { describe, expect, it } from 'vitest'
import { videoSchema } from '#lib/schema/video.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('videoSchema', () => {
  it('accepts a video with a thumbnail', () => {
    expect(
      parseOk(videoSchema, {
        _id: 'v1',
        school: 'Junior',
        date: '2025-08-15',
        title: 'Independence Day',
        videoUrl: 'https://video.example.org/watch?v=1',
        attachments: 'videos/i-day.jpg',
      }),
    ).toEqual({
      _id: 'v1',
      school: 'Junior',
      date: '2025-08-14T18:30:00.000Z',
      title: 'Independence Day',
      videoUrl: 'https://video.example.org/watch?v=1',
      attachments: ['videos/i-day.jpg'],
    })
  })
  it('empties a non-http videoUrl and a missing one (the card then has no link)', () => {
    expect(parseOk(videoSchema, { school: 'Both', title: 'T', videoUrl: 'javascript:x' }).videoUrl).toBe('')
    expect(parseOk(videoSchema, { school: 'Both', title: 'T' }).videoUrl).toBe('')
  })
  it('rejects a missing title and school', () => {
    expect(firstIssue(videoSchema, { school: 'Senior', videoUrl: 'https://a.b' })).toBe('title: is empty')
    expect(firstIssue(videoSchema, { title: 'T' })).toMatch(/^school:/)
  })
})
