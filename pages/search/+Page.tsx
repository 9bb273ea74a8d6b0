// https://vike.dev/Page — /search: site search over the sharded index, in a worker (docs/search.md).
// Classes are `search-page*`: the header's form already uses `site-search`.
import SearchBox from '#components/search/SearchBox.island.tsx'

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
