// The Apply button and the teaching-post application form (spec §5).
import { island } from '#renderer/island.tsx'
import { CareerApplication } from '#pages/(forms)/career/CareerApplication.tsx'

export default island('career-application', CareerApplication)
