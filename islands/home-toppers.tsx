// Home's toppers carousels, in the visitor's year (spec §4).
import { island } from '#renderer/island.tsx'
import { HomeToppers } from '#components/home/HomeToppers.tsx'

export default island('home-toppers', HomeToppers)
