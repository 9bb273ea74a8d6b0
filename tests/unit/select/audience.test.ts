import { describe, expect, it } from 'vitest'
import * as rule from '#lib/select/audience.ts'
import type { GalleryItem } from '#lib/schema/galleryItem.ts'

const item = (school: 'Senior' | 'Junior' | 'Both') => ({ school, title: school })
const all = [item('Senior'), item('Junior'), item('Both')]
const names = (xs: { title: string }[]) => xs.map((x) => x.title)

describe('spec §4 list audiences', () => {
  it('home news shows Senior or Both', () => expect(names(rule.homeNews(all))).toEqual(['Senior', 'Both']))
  it('home events show Senior only', () => expect(names(rule.homeEvents(all))).toEqual(['Senior']))
  it('senior /news shows Senior and Both', () => expect(names(rule.seniorNews(all))).toEqual(['Senior', 'Both']))
  it('senior /events shows Senior only', () => expect(names(rule.seniorEvents(all))).toEqual(['Senior']))
  it('highlights use Senior or Both', () => expect(names(rule.highlights(all))).toEqual(['Senior', 'Both']))
  it('senior videos use Senior or Both', () => expect(names(rule.seniorVideos(all))).toEqual(['Senior', 'Both']))
  it('kindergarten news shows Junior or Both', () => expect(names(rule.kinderNews(all))).toEqual(['Junior', 'Both']))
  it('kindergarten videos show Junior or Both', () => expect(names(rule.kinderVideos(all))).toEqual(['Junior', 'Both']))
  it('kindergarten events show Junior only', () => expect(names(rule.kinderEvents(all))).toEqual(['Junior']))

  const album = (category: GalleryItem['category'], school: 'Senior' | 'Junior'): GalleryItem => ({
    _id: `${category}-${school}`,
    title: `${category} ${school}`,
    description: '',
    date: '',
    category,
    school,
    attachments: [],
  })
  const albums = (['PhotoGallery', 'SocialResponsibility', 'Sports', 'CurricularActivities', 'ClassRoomActivities'] as const).flatMap(
    (c) => [album(c, 'Senior'), album(c, 'Junior')],
  )
  it('kindergarten activities filter by category and school Junior', () => {
    expect(rule.kinderSports(albums).map((a) => a._id)).toEqual(['Sports-Junior'])
    expect(rule.kinderCurricular(albums).map((a) => a._id)).toEqual(['CurricularActivities-Junior'])
    expect(rule.kinderClassroom(albums).map((a) => a._id)).toEqual(['ClassRoomActivities-Junior'])
    expect(rule.kinderSocialResponsibility(albums).map((a) => a._id)).toEqual(['SocialResponsibility-Junior'])
  })
  it('the senior gallery shows senior photo albums and the kids gallery junior ones', () => {
    expect(rule.seniorAlbums(albums).map((a) => a._id)).toEqual(['PhotoGallery-Senior'])
    expect(rule.kinderAlbums(albums).map((a) => a._id)).toEqual(['PhotoGallery-Junior'])
  })
})
