// "Notices & News" (spec §2 "Home (/)"): the notices in a vertical ticker (or the empty news
// list's message), a link to all news, and the notification popup's opener when there are any.
import { Ticker } from '#components/carousel/Ticker.tsx'
import { NewsList } from '#components/home/NewsList.tsx'
import NotificationDialog from '#components/home/NotificationDialog.island.tsx'
import type { Data } from './+data.ts'

interface NoticeBoardProps {
  notices: Data['notices']
  notifications: Data['notifications']
}

export function NoticeBoard({ notices, notifications }: NoticeBoardProps) {
  return (
    <section className="notice-board" aria-labelledby="notices-heading">
      <h2 id="notices-heading" className="notice-board__title">
        Notices &amp; News
      </h2>
      {notices.length > 0 ? (
        <Ticker
          direction="vertical"
          label="Notices and news"
          items={notices.map((n) => ({
            key: n.id,
            node: (
              <a href="/news/" className="notice-board__item">
                <span className="notice-board__date">{n.date}</span> {n.title}
              </a>
            ),
          }))}
        />
      ) : (
        <NewsList items={[]} />
      )}
      <div className="notice-board__foot">
        <a href="/news/">All news</a>
        {notifications.length > 0 && <NotificationDialog items={notifications} />}
      </div>
    </section>
  )
}
