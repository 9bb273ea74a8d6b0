// The contact form: validates and posts in the browser (spec §5).
import { island } from '#renderer/island.tsx'
import { ContactForm } from '#pages/(forms)/contact/ContactForm.tsx'

export default island('contact-form', ContactForm)
