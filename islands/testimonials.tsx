// Home's testimonials carousel and its View All (spec §2).
import { island } from '#renderer/island.tsx'
import { Testimonials } from '#components/home/Testimonials.tsx'

export default island('testimonials', Testimonials)
