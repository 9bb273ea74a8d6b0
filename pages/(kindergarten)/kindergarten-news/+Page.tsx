// https://vike.dev/Page — /kindergarten-news: cards with DD.MM.YYYY dates, or the spec's placeholder.
import { usePageData } from '#renderer/usePageData.ts'
import { NewsCard, NewsPlaceholderCard } from '#components/cards/NewsCard.tsx'
import { imageCardLoads } from '#components/cards/CardImage.tsx'
import { SubscribeLinks } from '#components/feeds/SubscribeLinks.tsx'
import type { Data } from './+data.ts'

export function Page() {
  const { items, subscribe } = usePageData<Data>()
  const loads = imageCardLoads(items.map((n) => !!n.image.src))
  return (
    <>
      <header className="page-header">
        <h1>Kindergarten News</h1>
        <SubscribeLinks label="Subscribe" links={subscribe} />
      </header>
      <div className="card-grid">
        {items.length === 0 ? <NewsPlaceholderCard /> : items.map((n, i) => <NewsCard key={n.id} item={n} load={loads[i]} />)}
      </div>
    </>
  )
}
