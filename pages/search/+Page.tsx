// https://vike.dev/Page — /search: site search over /search-index.json (issue 7).
// Classes are `search-page*`: the header's form (issue 3) already uses `site-search`.
import { SearchBox } from './SearchBox.tsx'

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
