import { describe, expect, it } from 'vitest'
import { testimonialSchema } from '#lib/schema/testimonial.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('testimonialSchema', () => {
  it('accepts a testimonial with a photo as a bare path', () => {
    expect(
      parseOk(testimonialSchema, {
        title: 'Mrs. Sample',
        designation: 'Parent',
        description: 'Kind teachers.',
        attachments: 'testimonials/p.jpg',
        rating: 5,
      }),
    ).toMatchObject({ title: 'Mrs. Sample', designation: 'Parent', description: 'Kind teachers.', attachments: ['testimonials/p.jpg'] })
  })
  it('fills missing designation and description', () => {
    expect(parseOk(testimonialSchema, { title: 'A' })).toMatchObject({ designation: '', description: '', attachments: [] })
  })
  it('rejects a missing person name', () => {
    expect(firstIssue(testimonialSchema, { designation: 'Parent' })).toBe('title: is empty')
  })
})
