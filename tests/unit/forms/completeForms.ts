// Text values that pass each application form's rules (spec §5), for the schema and payload tests.
// Each call gives fresh objects, so a test may change its copy; a test overrides what it is about.
import { emptyAlumniText, type AlumniText } from '#lib/forms/alumni.ts'
import { emptyCareerText, type CareerText } from '#lib/forms/career.ts'

/** A teaching-post application with every required field filled and the optional ones empty. */
export const completeCareerText = (): CareerText => ({
  ...emptyCareerText(),
  name: 'Asha Rao',
  dob: '1990-01-02',
  phone: '9876543210',
  phone1: '9876543211',
  fatherName: 'F',
  profession: 'P',
  frPhone: '9876543212',
  motherName: 'M',
  profession1: 'Q',
  mrPhone: '9876543213',
  qualification1: [{ qualification: 'B.Ed', school: 'Univ (State board)', percent: '80', academicYear: '2012' }],
})

/** An alumni registration with every required field filled (remembers the principal: Yes). */
export const completeAlumniText = (): AlumniText => ({
  ...emptyAlumniText(),
  name: 'Asha',
  motherName: 'Asha Rao',
  dob: '1990-01-02',
  phone2: '9876543210',
  phone: '9876543211',
  email: 'a@b.com',
  address: 'Pune',
  address1: 'Maharashtra',
  location: 'India',
  fromYear: '1996',
  toYear: '2008',
  howKnow: 'Yes',
  qualification: 'MA',
})
