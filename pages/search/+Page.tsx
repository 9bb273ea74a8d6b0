// https://vike.dev/Page — /search: site search over /search-index.json (issue 7).
import { SearchBox } from './SearchBox.tsx'
import '../../styles/search.css'

export function Page() {
  return (
    <>
      <div className="page-header">
        <h1>Search</h1>
      </div>
      <SearchBox />
    </>
  )
}
