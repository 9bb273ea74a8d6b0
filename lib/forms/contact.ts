// Spec §3 (contact message), §5 (validation), §7 (external script endpoint, no-cors), §8.
import * as z from './z.ts'
import { CONTACT_EMAIL, required, requiredPhone } from './fields.ts'

export const CONTACT_MESSAGES = {
  name: 'Name cannot be empty',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Invalid email address',
  phoneEmpty: 'Phone number cannot be empty',
  phoneInvalid: 'Invalid phone number, must be 10 digits',
  message: 'Message cannot be empty',
  success: 'Thank you for your feedback!',
} as const

export const contactSchema = z.object({
  name: required(CONTACT_MESSAGES.name),
  email: z.string().check(z.trim(), z.minLength(1, CONTACT_MESSAGES.emailEmpty), z.regex(CONTACT_EMAIL, CONTACT_MESSAGES.emailInvalid)),
  phone: requiredPhone(CONTACT_MESSAGES.phoneEmpty, CONTACT_MESSAGES.phoneInvalid),
  message: required(CONTACT_MESSAGES.message),
})
export type ContactValues = z.input<typeof contactSchema>
export type ContactPayload = z.output<typeof contactSchema>

export const emptyContact = (): ContactValues => ({ name: '', email: '', phone: '', message: '' })

export function buildContactPayload(v: ContactPayload): ContactPayload {
  return { name: v.name, email: v.email, phone: v.phone, message: v.message }
}
