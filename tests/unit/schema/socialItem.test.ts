import { describe, expect, it } from 'vitest'
import { socialItemSchema } from '#lib/schema/socialItem.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('socialItemSchema', () => {
  it('accepts the three categories, in any spelling', () => {
    const cats = ['YoutubeSocial', 'instagramsocial', 'Facebook Social', 'youtube'].map(
      (category) => parseOk(socialItemSchema, { category, title: 'T', url: 'https://social.example.org/p' }).category,
    )
    expect(cats).toEqual(['YoutubeSocial', 'InstagramSocial', 'FacebookSocial', 'YoutubeSocial'])
  })
  it('fills missing url and attachments', () => {
    expect(parseOk(socialItemSchema, { category: 'FacebookSocial', title: 'T' })).toMatchObject({ url: '', attachments: [] })
  })
  it('rejects a missing category', () => {
    expect(firstIssue(socialItemSchema, { title: 'T' })).toMatch(/^category:/)
  })
})
