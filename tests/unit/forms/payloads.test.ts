import { describe, expect, it } from 'vitest'
import { alumniTextSchema, buildAlumniPayload, emptyAlumniText } from '#lib/forms/alumni.ts'
import { buildCareerPayload, careerTextSchema, emptyCareerRow } from '#lib/forms/career.ts'
import { buildContactPayload, contactSchema } from '#lib/forms/contact.ts'
import { completeAlumniText, completeCareerText } from './completeForms.ts'

const cv = { name: 'cv.pdf', type: 'application/pdf', data: 'AQID' }

describe('buildCareerPayload (spec §7)', () => {
  const text = careerTextSchema.parse({
    ...completeCareerText(),
    careerDtl: [{ orgnisation: 'St. X', designation: 'Teacher', fromYear: '2013', toYear: '2020', experience: '07-00' }, emptyCareerRow()],
  })
  const p = buildCareerPayload(text, cv, null)

  it('sends qualification1 and careerDtl as JSON strings, percent and rate both carrying the one visible value', () => {
    expect(typeof p.qualification1).toBe('string')
    expect(JSON.parse(p.qualification1)).toEqual([
      { qualification: 'B.Ed', school: 'Univ (State board)', percent: '80', rate: '80', academicYear: '2012' },
    ])
    expect(JSON.parse(p.careerDtl)).toEqual([
      { orgnisation: 'St. X', designation: 'Teacher', fromYear: '2013', toYear: '2020', experience: '07-00' },
    ])
  })
  it('carries every text field of spec §3 and the attachments as {name, type, data}', () => {
    expect(Object.keys(p)).toEqual([
      'name',
      'dob',
      'address',
      'phone',
      'phone1',
      'webAddress',
      'email',
      'fatherName',
      'profession',
      'frPhone',
      'motherName',
      'profession1',
      'mrPhone',
      'spouseName',
      'profession3',
      'spPhone',
      'depName',
      'profession4',
      'depPhone',
      'qualification1',
      'careerDtl',
      'attachments',
      'attachments1',
    ])
    expect(p.attachments).toEqual(cv)
    expect(p.attachments1).toBeNull()
  })
})

describe('buildAlumniPayload (spec §3)', () => {
  const base = alumniTextSchema.parse({ ...completeAlumniText(), howKnow: 'No', howKnow1: 'Sr. Mary' })
  it('carries every alumni field and the photo', () => {
    const p = buildAlumniPayload(base, cv)
    expect(Object.keys(p).sort()).toEqual([...Object.keys(emptyAlumniText()), 'attachments1'].sort())
    expect(p.attachments1).toEqual(cv)
    expect(p.howKnow).toBe('No')
  })
  it("sends the principal's name only when the answer is Yes", () => {
    expect(buildAlumniPayload(base, null).howKnow1).toBe('')
    expect(buildAlumniPayload({ ...base, howKnow: 'Yes' }, null).howKnow1).toBe('Sr. Mary')
  })
})

describe('buildContactPayload (spec §7)', () => {
  it('is exactly {name, email, phone, message}, trimmed', () => {
    const p = buildContactPayload(contactSchema.parse({ name: ' A ', email: 'a@b.com', phone: '9876543210', message: ' Hi ' }))
    expect(p).toEqual({ name: 'A', email: 'a@b.com', phone: '9876543210', message: 'Hi' })
  })
})
