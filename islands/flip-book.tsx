// The magazine and newsletter reader (spec §2, §9); page-flip loads on first use.
import { island } from '#renderer/island.tsx'
import { FlipBook } from '#components/magazine/FlipBook.tsx'

export default island('flip-book', FlipBook)
