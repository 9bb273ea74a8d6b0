// /news's listing, the `news-listing` island: filters, count and cards re-render in the browser.
// Its data is the page's +data (./+data.ts), passed as the island's props.
import { FilteredListing } from '#components/filters/FilteredListing.tsx'
import { NewsCard, NewsPlaceholderCard } from '#components/cards/NewsCard.tsx'
import { imageCardLoads } from '#components/cards/CardImage.tsx'
import { SubscribeLinks } from '#components/feeds/SubscribeLinks.tsx'
import type { Data } from './+data.ts'

export function NewsListing({ data }: { data: Data }) {
  return (
    <FilteredListing
      heading="Latest News"
      subscribe={<SubscribeLinks label="Subscribe" links={data.subscribe} />}
      noun="news item"
      data={data}
      renderCard={(n, i, shown) => <NewsCard key={n.id} item={n} load={imageCardLoads(shown.map((s) => !!s.image.src))[i]} />}
      placeholder={<NewsPlaceholderCard />}
    />
  )
}
