// https://vike.dev/Page — /news: year, month and title filters (spec §4), state kept in the URL query.
import { usePageData } from '../../../renderer/usePageData.ts'
import { FilteredListing } from '../../../components/filters/FilteredListing.tsx'
import { NewsCard, NewsPlaceholderCard } from '../../../components/cards/NewsCard.tsx'
import { imageCardLoads } from '../../../components/cards/CardImage.tsx'
import type { Data } from './+data.ts'

export function Page() {
  return (
    <FilteredListing
      heading="Latest News"
      noun="news item"
      data={usePageData<Data>()}
      renderCard={(n, i, shown) => <NewsCard key={n.id} item={n} load={imageCardLoads(shown.map((s) => !!s.image.src))[i]} />}
      placeholder={<NewsPlaceholderCard />}
    />
  )
}
