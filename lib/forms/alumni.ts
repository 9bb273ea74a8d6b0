// Spec §3 (alumni registration), §4 (alumni form), §5 (required fields and messages, word for word), §7.
import * as z from './z.ts'
import { INPUT_EMAIL, required, TEN_DIGITS } from './fields.ts'
import { type Attachment, optionalFile } from './files.ts'

export const ALUMNI_MESSAGES = {
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
  // Not given by the spec: instructions.
  phoneInvalid: 'Enter a phone number with exactly 10 digits, like 9876543210',
  emailInvalid: 'Enter an email address in the correct format, like name@example.com',
  year: 'Enter the year as 4 digits, like 1998',
  success: 'Your Form Submitted Successfully.',
} as const

const M = ALUMNI_MESSAGES
const year = (empty: string) => z.string().check(z.trim(), z.minLength(1, empty), z.regex(/^\d{4}$/, M.year))

export const alumniTextSchema = z.object({
  name: required(M.name),
  motherName: required(M.motherName),
  dob: required(M.dob),
  /** The date of anniversary (the original's field name). */
  experience: z.string().check(z.trim()),
  /** The general register number. */
  phone1: z.string().check(z.trim()),
  phone2: z.string().check(z.trim(), z.minLength(1, M.phone2), z.regex(TEN_DIGITS, M.phoneInvalid)),
  phone: z.string().check(z.trim(), z.minLength(1, M.phone), z.regex(TEN_DIGITS, M.phoneInvalid)),
  email: z.string().check(z.trim(), z.minLength(1, M.email), z.regex(INPUT_EMAIL, M.emailInvalid)),
  address: required(M.address),
  address1: required(M.address1),
  location: required(M.location),
  fromYear: year(M.fromYear),
  toYear: year(M.toYear),
  howKnow: z.string().check(z.refine((v) => v === 'Yes' || v === 'No', M.howKnow)),
  howKnow1: z.string().check(z.trim()),
  qualification: required(M.qualification),
  profession: z.string().check(z.trim()),
  school1: z.string().check(z.trim()),
  message: z.string().check(z.trim()),
  messageTitle: z.string().check(z.trim()),
})
export type AlumniText = z.input<typeof alumniTextSchema>

export const alumniSchema = z.extend(alumniTextSchema, { attachments1: optionalFile })
export type AlumniValues = z.input<typeof alumniSchema>

export const emptyAlumniText = (): AlumniText => ({
  name: '',
  motherName: '',
  dob: '',
  experience: '',
  phone1: '',
  phone2: '',
  phone: '',
  email: '',
  address: '',
  address1: '',
  location: '',
  fromYear: '',
  toYear: '',
  howKnow: '',
  howKnow1: '',
  qualification: '',
  profession: '',
  school1: '',
  message: '',
  messageTitle: '',
})

const KEYS = Object.keys(emptyAlumniText()) as (keyof AlumniText)[]

export type AlumniPayload = Record<keyof AlumniText, string> & { attachments1: Attachment | null }

/** Spec §3 and §7: the alumni payload; the principal's name is only sent when the answer is Yes. */
export function buildAlumniPayload(v: z.output<typeof alumniTextSchema>, photo: Attachment | null): AlumniPayload {
  const text = Object.fromEntries(KEYS.map((k) => [k, v[k]])) as Record<keyof AlumniText, string>
  if (text.howKnow !== 'Yes') text.howKnow1 = ''
  return { attachments1: photo, ...text }
}
