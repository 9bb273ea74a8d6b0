// The transfer-certificate lookup (spec §2, §5).
import { island } from '#renderer/island.tsx'
import { TcForm } from '#pages/(senior)/tc/TcForm.tsx'

export default island('tc-form', TcForm)
