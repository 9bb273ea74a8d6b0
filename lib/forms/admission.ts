// Spec §3 (admission enquiry), §4 (admission popup), §5 (validation), §7 (POST /api/form/NCSR/Admission), §9.
import * as z from './z.ts'
import { optionalEmail, required, requiredPhone } from './fields.ts'

export const ADMISSION_MESSAGES = {
  name: 'Name cannot be empty',
  academicYear: 'Academic Year cannot be empty',
  class: 'Please Select Class',
  phoneEmpty: 'Phone number cannot be empty',
  phoneInvalid: 'Invalid phone number, must be 10 digits',
  email: 'Enter an email address in the correct format, like name@example.com',
  summary: 'Please fill all fields correctly.',
  success: 'Thank you We will be get back to you soon',
} as const

/** Spec §9: the redirect to /admission-procedure after a successful enquiry. */
export const ADMISSION_REDIRECT_MS = 1000
export const ADMISSION_REDIRECT_TO = '/admission-procedure'
export const ADMISSION_PATH = '/api/form/NCSR/Admission'

export const admissionSchema = z.object({
  name: required(ADMISSION_MESSAGES.name),
  email: optionalEmail(ADMISSION_MESSAGES.email),
  phone: requiredPhone(ADMISSION_MESSAGES.phoneEmpty, ADMISSION_MESSAGES.phoneInvalid),
  academicYear: required(ADMISSION_MESSAGES.academicYear),
  class: required(ADMISSION_MESSAGES.class),
  message: z.string().check(z.trim()),
})
export type AdmissionValues = z.input<typeof admissionSchema>
export type AdmissionPayload = z.output<typeof admissionSchema>

export const emptyAdmission = (): AdmissionValues => ({ name: '', email: '', phone: '', academicYear: '', class: '', message: '' })

/** data/content/admission.json: the offered years and which classes each one offers. */
export const admissionContentSchema = z.object({
  academicYears: z
    .array(z.object({ year: z.string().check(z.minLength(1)), classes: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)) }))
    .check(z.minLength(1)),
  /** Classes shown before a year is chosen (spec §5: otherwise classes 1 to 12). */
  defaultClasses: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
})
export type AdmissionContent = z.output<typeof admissionContentSchema>

/** Classes offered for the chosen academic year. */
export function classesFor(content: AdmissionContent, academicYear: string): string[] {
  return content.academicYears.find((y) => y.year === academicYear)?.classes ?? content.defaultClasses
}

/** The POST body, keys in the spec's order. */
export function buildAdmissionPayload(v: AdmissionPayload): AdmissionPayload {
  return { name: v.name, email: v.email, phone: v.phone, class: v.class, academicYear: v.academicYear, message: v.message }
}
