// /news's listing, the `news-listing` island: filters, count and cards re-render in the browser.
// Its data is the page's +data (pages/(senior)/news/index/+data.ts), passed as the island's props.
import { FilteredListing } from '../filters/FilteredListing.tsx'
import { NewsCard, NewsPlaceholderCard } from '../cards/NewsCard.tsx'
import { imageCardLoads } from '../cards/CardImage.tsx'
import { SubscribeLinks } from '../feeds/SubscribeLinks.tsx'
import type { SubscribeLink } from '#lib/feeds/subscribe.ts'
import type { NewsEntry } from '#lib/select/entries.ts'
import type { ListingData } from '#lib/select/listingData.ts'
import type { ListingArchives } from '#lib/select/listingArchives.ts'
import { island } from '#renderer/island.tsx'
import { ArchiveNav } from './ArchiveNav.tsx'

type Data = ListingData<NewsEntry> & { subscribe: SubscribeLink[] } & { archives: ListingArchives }

export function NewsListing({ data }: { data: Data }) {
  return (
    <FilteredListing
      heading="Latest News"
      subscribe={<SubscribeLinks label="Subscribe" links={data.subscribe} />}
      noun="news item"
      data={data}
      archives={<ArchiveNav {...data.archives} />}
      renderCard={(n, i, shown) => <NewsCard key={n.id} item={n} load={imageCardLoads(shown.map((s) => !!s.image.src))[i]} />}
      placeholder={<NewsPlaceholderCard />}
    />
  )
}

export default island('news-listing', NewsListing)
