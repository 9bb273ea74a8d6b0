// Home's admission enquiry dialog (spec §2, §5), also opened from the menu.
import { island } from '#renderer/island.tsx'
import { AdmissionEnquiry } from '#components/forms/AdmissionEnquiry.tsx'

export default island('admission-enquiry', AdmissionEnquiry)
