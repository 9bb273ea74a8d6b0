// /search: the query box and results, the search running in a worker (docs/search.md).
import { island } from '#renderer/island.tsx'
import { SearchBox } from '#pages/search/SearchBox.tsx'

export default island('search-box', SearchBox)
