// Spec §3 (teaching-post application), §4 (career page), §5 (validation), §7 (external script, no-cors).
// The spec gives no per-field wording: ours are instructions ("Enter …", as GOV.UK words a message the service defines).
import * as z from './z.ts'
import { optionalEmail, optionalPhone, required, requiredPhone } from './fields.ts'
import { type Attachment, INVALID_FILE_TYPE, optionalFile, requiredFile } from './files.ts'

const TEN = 'Enter a phone number with exactly 10 digits, like 9876543210'

export const CAREER_MESSAGES = {
  name: 'Enter your full name',
  dob: 'Enter your date of birth',
  phone: 'Enter your phone number',
  phone1: 'Enter an alternative phone number',
  fatherName: "Enter your father's name",
  profession: "Enter your father's profession",
  frPhone: "Enter your father's phone number",
  motherName: "Enter your mother's name",
  profession1: "Enter your mother's profession",
  mrPhone: "Enter your mother's phone number",
  phoneInvalid: TEN,
  email: 'Enter an email address in the correct format, like name@example.com',
  qualification: 'Enter the qualification',
  school: 'Enter the institute and board',
  percent: 'Enter the percentage or grade',
  academicYear: 'Enter the year of completion',
  cv: 'Choose your CV or document (JPG, JPEG or PDF)',
  fileType: INVALID_FILE_TYPE,
  success: 'Your Form Submitted Successfully.',
} as const

const M = CAREER_MESSAGES

export const educationRowSchema = z.object({
  qualification: required(M.qualification),
  school: required(M.school),
  /** The one visible "Percentage / Grade" field; sent as both `percent` and `rate` (the original's quirk). */
  percent: required(M.percent),
  academicYear: required(M.academicYear),
})
export const careerRowSchema = z.object({
  orgnisation: z.string().check(z.trim()),
  designation: z.string().check(z.trim()),
  fromYear: z.string().check(z.trim()),
  toYear: z.string().check(z.trim()),
  experience: z.string().check(z.trim()),
})
export type EducationRow = z.input<typeof educationRowSchema>
export type CareerRow = z.input<typeof careerRowSchema>

/** The text part of the form: what the draft keeps. */
export const careerTextSchema = z.object({
  name: required(M.name),
  dob: required(M.dob),
  address: z.string().check(z.trim()),
  phone: requiredPhone(M.phone, TEN),
  phone1: requiredPhone(M.phone1, TEN),
  webAddress: optionalPhone(TEN),
  email: optionalEmail(M.email),
  fatherName: required(M.fatherName),
  profession: required(M.profession),
  frPhone: requiredPhone(M.frPhone, TEN),
  motherName: required(M.motherName),
  profession1: required(M.profession1),
  mrPhone: requiredPhone(M.mrPhone, TEN),
  spouseName: z.string().check(z.trim()),
  profession3: z.string().check(z.trim()),
  spPhone: optionalPhone(TEN),
  depName: z.string().check(z.trim()),
  profession4: z.string().check(z.trim()),
  depPhone: optionalPhone(TEN),
  qualification1: z.array(educationRowSchema).check(z.minLength(1)),
  careerDtl: z.array(careerRowSchema),
})
export type CareerText = z.input<typeof careerTextSchema>

export const careerSchema = z.extend(careerTextSchema, {
  attachments: requiredFile(M.cv),
  attachments1: optionalFile,
})
export type CareerValues = z.input<typeof careerSchema>
export type CareerParsed = z.output<typeof careerSchema>

export const emptyEducationRow = (): EducationRow => ({ qualification: '', school: '', percent: '', academicYear: '' })
export const emptyCareerRow = (): CareerRow => ({ orgnisation: '', designation: '', fromYear: '', toYear: '', experience: '' })

export const emptyCareerText = (): CareerText => ({
  name: '',
  dob: '',
  address: '',
  phone: '',
  phone1: '',
  webAddress: '',
  email: '',
  fatherName: '',
  profession: '',
  frPhone: '',
  motherName: '',
  profession1: '',
  mrPhone: '',
  spouseName: '',
  profession3: '',
  spPhone: '',
  depName: '',
  profession4: '',
  depPhone: '',
  qualification1: [emptyEducationRow()],
  careerDtl: [emptyCareerRow()],
})

/** The text fields the career payload carries, in the spec's order. */
const TEXT_KEYS = [
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
] as const

export type CareerPayload = Record<(typeof TEXT_KEYS)[number], string> & {
  qualification1: string
  careerDtl: string
  attachments: Attachment
  attachments1: Attachment | null
}

/**
 * Spec §7: every career field; qualification1 and careerDtl as JSON strings (each education row
 * carries both `percent` and `rate` with the one visible value); career rows left wholly empty are
 * dropped; attachments as {name, type, data(base64)}.
 */
export function buildCareerPayload(v: z.output<typeof careerTextSchema>, cv: Attachment, photo: Attachment | null): CareerPayload {
  const text = Object.fromEntries(TEXT_KEYS.map((k) => [k, v[k]])) as Record<(typeof TEXT_KEYS)[number], string>
  const qualification1 = v.qualification1.map((r) => ({
    qualification: r.qualification,
    school: r.school,
    percent: r.percent,
    rate: r.percent,
    academicYear: r.academicYear,
  }))
  const careerDtl = v.careerDtl.filter((r) => Object.values(r).some((x) => x !== ''))
  return {
    ...text,
    qualification1: JSON.stringify(qualification1),
    careerDtl: JSON.stringify(careerDtl),
    attachments: cv,
    attachments1: photo,
  }
}
