// The Alumni Form button and the registration form (spec §5).
import { island } from '#renderer/island.tsx'
import { AlumniRegistration } from '#pages/(senior)/alumni/AlumniRegistration.tsx'

export default island('alumni-registration', AlumniRegistration)
