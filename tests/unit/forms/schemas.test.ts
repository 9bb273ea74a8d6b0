import { describe, expect, it } from 'vitest'
import { admissionContentSchema, admissionSchema, buildAdmissionPayload, classesFor, emptyAdmission } from '#lib/forms/admission.ts'
import { ALUMNI_MESSAGES, alumniSchema, emptyAlumniText } from '#lib/forms/alumni.ts'
import { CAREER_MESSAGES, careerSchema, emptyCareerText } from '#lib/forms/career.ts'
import { contactSchema } from '#lib/forms/contact.ts'
import { toFieldErrors, validate } from '#lib/forms/fields.ts'
import { tcFilePath, tcSchema } from '#lib/forms/tc.ts'
import admissionJson from '../../fixtures/content/admission.json'
import { completeAlumniText, completeCareerText } from './completeForms.ts'

const messages = (schema: Parameters<typeof validate>[0], values: unknown, prefix = 'f') => {
  const r = validate(schema, values, prefix)
  return r.ok ? {} : Object.fromEntries(r.errors.map((e) => [e.id.slice(prefix.length + 1), e.text]))
}

describe('admissionSchema (spec §5 admission enquiry)', () => {
  it('gives the spec messages for an empty form', () => {
    expect(messages(admissionSchema, emptyAdmission())).toEqual({
      name: 'Name cannot be empty',
      phone: 'Phone number cannot be empty',
      academicYear: 'Academic Year cannot be empty',
      class: 'Please Select Class',
    })
  })
  it.each(['987654321', '98765432101', '98765abcde', '98765 4321'])('rejects the phone %s as not 10 digits', (phone) => {
    const m = messages(admissionSchema, { ...emptyAdmission(), name: 'A', academicYear: '2026-2027', class: '11', phone })
    expect(m).toEqual({ phone: 'Invalid phone number, must be 10 digits' })
  })
  it('accepts a complete enquiry with email and message optional, and builds the payload in spec order', () => {
    const r = admissionSchema.parse({ name: ' Asha ', email: '', phone: '9876543210', academicYear: '2026-2027', class: '11', message: '' })
    expect(Object.keys(buildAdmissionPayload(r))).toEqual(['name', 'email', 'phone', 'class', 'academicYear', 'message'])
    expect(r.name).toBe('Asha')
  })
  it('checks a given email like the email input type does', () => {
    const base = { ...emptyAdmission(), name: 'A', academicYear: '2026-2027', class: '11', phone: '9876543210' }
    expect(messages(admissionSchema, { ...base, email: 'not-an-email' })).toHaveProperty('email')
    expect(messages(admissionSchema, { ...base, email: 'parent@example' })).toEqual({})
  })
  it('offers only class 11 for 2026-2027 and classes 1 to 12 otherwise (content file)', () => {
    const content = admissionContentSchema.parse(admissionJson)
    expect(classesFor(content, '2026-2027')).toEqual(['11'])
    expect(classesFor(content, '')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'])
    expect(content.academicYears.map((y) => y.year)).toEqual(['2026-2027'])
  })
})

describe('contactSchema (spec §5 contact form)', () => {
  it('gives the spec messages for an empty form', () => {
    expect(messages(contactSchema, { name: '', email: '', phone: '', message: '' })).toEqual({
      name: 'Name cannot be empty',
      email: 'Email cannot be empty',
      phone: 'Phone number cannot be empty',
      message: 'Message cannot be empty',
    })
  })
  it.each([
    ['a@b.co', true],
    ['first.last+tag@school.example.info', true],
    ['a@b.c', false],
    ['a@b.museum', false],
    ['a@b.12', false],
    ['a b@c.com', false],
    ['ab.com', false],
  ])('email %s valid: %s (2 to 4 letter ending)', (email, ok) => {
    const m = messages(contactSchema, { name: 'A', email, phone: '9876543210', message: 'Hi' })
    expect(m).toEqual(ok ? {} : { email: 'Invalid email address' })
  })
  it.each(['987654321', '98765432101', 'abcdefghij'])('rejects phone %s', (phone) => {
    expect(messages(contactSchema, { name: 'A', email: 'a@b.com', phone, message: 'Hi' })).toEqual({
      phone: 'Invalid phone number, must be 10 digits',
    })
  })
})

describe('tcSchema (spec §5 TC lookup)', () => {
  it.each([
    [{ name: '', admission: '' }, 'name'],
    [{ name: 'Asha', admission: ' ' }, 'admission'],
    [{ name: '', admission: '123' }, 'name'],
  ])('one message, "Please fill in all fields", for %j', (values, field) => {
    expect(messages(tcSchema, values)).toEqual({ [field]: 'Please fill in all fields' })
  })
  it('accepts both fields and reads the response data path', () => {
    expect(messages(tcSchema, { name: 'Asha', admission: '123' })).toEqual({})
    expect(tcFilePath({ data: 'tc/x.jpg' })).toBe('tc/x.jpg')
    expect(tcFilePath({ data: '' })).toBeUndefined()
    expect(tcFilePath(null)).toBeUndefined()
  })
})

const jpg = { name: 'cv.jpg', type: 'image/jpeg', size: 1000 }
const validCareer = () => ({ ...completeCareerText(), attachments: jpg, attachments1: null })

describe('careerSchema (spec §5 teaching-post application)', () => {
  it('requires the spec required set, each with an instruction, and the CV', () => {
    const m = messages(careerSchema, { ...emptyCareerText(), attachments: null, attachments1: null })
    expect(Object.keys(m)).toEqual([
      'name',
      'dob',
      'phone',
      'phone1',
      'fatherName',
      'profession',
      'frPhone',
      'motherName',
      'profession1',
      'mrPhone',
      'qualification1-0-qualification',
      'qualification1-0-school',
      'qualification1-0-percent',
      'qualification1-0-academicYear',
      'attachments',
    ])
    expect(m.attachments).toBe(CAREER_MESSAGES.cv)
    for (const text of Object.values(m)) expect(text).toMatch(/^(Enter|Choose) /)
  })
  it('accepts a complete application with the optional fields empty', () => {
    expect(messages(careerSchema, validCareer())).toEqual({})
  })
  it.each(['phone', 'phone1', 'frPhone', 'mrPhone', 'spPhone', 'depPhone', 'webAddress'] as const)(
    '%s must be exactly 10 digits',
    (key) => {
      for (const bad of ['987654321', '98765432109', '98765abcde']) {
        expect(messages(careerSchema, { ...validCareer(), [key]: bad })).toEqual({ [key]: CAREER_MESSAGES.phoneInvalid })
      }
    },
  )
  it('rejects a CV or photo of the wrong type with the spec message', () => {
    const m = messages(careerSchema, {
      ...validCareer(),
      attachments: { name: 'cv.docx', type: 'application/msword', size: 10 },
      attachments1: { name: 'p.png', type: 'image/png', size: 10 },
    })
    expect(m).toEqual({
      attachments: 'Invalid file type. Only JPG, JPEG, and PDF are allowed.',
      attachments1: 'Invalid file type. Only JPG, JPEG, and PDF are allowed.',
    })
  })
  it('validates every education row, not only the first', () => {
    const v = validCareer()
    v.qualification1.push({ qualification: '', school: 'X', percent: '70', academicYear: '2014' })
    expect(messages(careerSchema, v)).toEqual({ 'qualification1-1-qualification': 'Enter the qualification' })
  })
})

const validAlumni = () => ({ ...completeAlumniText(), attachments1: null })

describe('alumniSchema (spec §5 alumni form, messages word for word)', () => {
  it('gives every required message exactly, quirks kept', () => {
    const m = messages(alumniSchema, { ...emptyAlumniText(), attachments1: null })
    expect(m).toEqual({
      name: 'NAME (According to School Register) is required.',
      motherName: 'NAME (Present) is required.',
      dob: 'DATE OF BIRTH is required.',
      phone2: 'CONTACT NUMBER is required.',
      phone: 'WHATSAPP NUMBER is required.',
      email: 'Email ID is required.',
      address: 'CURRENT CITY is required.',
      address1: 'STATE is required',
      location: 'COUNTRY is required.',
      fromYear: 'ADMISSION YEAR (only year) is required.',
      toYear: 'PASS OUT YEAR (only year) is required.',
      howKnow: 'DO YOU REMEMBER YOUR PRINCIPAL?  is required.',
      qualification: 'HIGHEST EDUCATIONAL QUALIFICATION is required.',
    })
    expect(m.howKnow).toContain('?  is')
    expect(m.address1!.endsWith('.')).toBe(false)
  })
  it('accepts a complete registration; the photo is optional', () => {
    expect(messages(alumniSchema, validAlumni())).toEqual({})
    expect(messages(alumniSchema, { ...validAlumni(), attachments1: { name: 'me.pdf', type: 'application/pdf', size: 5 } })).toEqual({})
  })
  it('checks phones, years and the photo type', () => {
    expect(
      messages(alumniSchema, {
        ...validAlumni(),
        phone: '98765',
        phone2: '98765x4321',
        fromYear: '96',
        attachments1: { name: 'me.png', type: 'image/png', size: 5 },
      }),
    ).toEqual({
      attachments1: 'Invalid file type. Only JPG, JPEG, and PDF are allowed.',
      phone2: ALUMNI_MESSAGES.phoneInvalid,
      phone: ALUMNI_MESSAGES.phoneInvalid,
      fromYear: ALUMNI_MESSAGES.year,
    })
  })
})

describe('toFieldErrors', () => {
  it('keeps the first message per field and links to #prefix-path', () => {
    const r = contactSchema.safeParse({ name: '', email: '', phone: '', message: 'x' })
    expect(r.success).toBe(false)
    const errors = toFieldErrors(r.error!.issues, 'contact')
    expect(errors[1]).toEqual({ id: 'contact-email', href: '#contact-email', text: 'Email cannot be empty' })
    expect(errors.filter((e) => e.id === 'contact-email')).toHaveLength(1)
  })
})
