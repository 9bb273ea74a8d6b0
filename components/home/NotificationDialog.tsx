// Spec §2 Home: "a popup carousel of notifications that opens automatically if at least one is
// returned". A native modal <dialog>: Escape closes it, the rest of the page is inert, Tab wraps
// inside it, and focus goes back to where it was. It opens before the admission enquiry (dialogQueue).
import { ResponsiveImage } from '../images/ResponsiveImage.tsx'
import type { Img } from '#lib/images/img.ts'
import { useEffect, useRef, useState } from 'react'
import { DIALOG_PRIORITY, dialogClosed, requestDialog } from '#lib/forms/dialogQueue.ts'
import { keepTabInside, returnFocus } from '../forms/dialogFocus.ts'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'

export interface NotificationData {
  id: string
  title: string
  desc: string
  images: Img[]
  attachments: { href: string; name: string }[]
  /** Allow-listed link or ''. */
  url: string
  urlTitle: string
}

const DIALOG_ID = 'notifications'

export function NotificationDialog({ items }: { items: NotificationData[] }) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const [index, setIndex] = useState(0)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    const dialog = ref.current
    // With no notification there is no dialog to wire (and nothing may throw: the page would blank).
    if (!dialog) return
    const onClose = () => {
      dialogClosed(DIALOG_ID)
      returnFocus(opener.current)
      opener.current = null
    }
    dialog.addEventListener('close', onClose)
    const releaseTab = keepTabInside(dialog)
    setReady(true)
    // The inline script below opened it while the page was loading (with the page, not a
    // second later: it is the largest paint). Closed already means the visitor closed it before this ran: leave it closed,
    // and the queue goes on to the next dialog.
    const openedEarly = dialog.dataset['opened'] === 'early'
    if (items.length > 0 && !(openedEarly && !dialog.open)) {
      requestDialog({ id: DIALOG_ID, priority: DIALOG_PRIORITY.notifications, open: () => (dialog.open ? undefined : dialog.showModal()) })
    }
    return () => {
      dialog.removeEventListener('close', onClose)
      releaseTab()
    }
  }, [items.length])

  if (items.length === 0) return null
  const n = items[Math.min(index, items.length - 1)]!
  const reopen = (e: React.MouseEvent<HTMLButtonElement>) => {
    opener.current = e.currentTarget
    requestDialog({ id: DIALOG_ID, priority: DIALOG_PRIORITY.notifications, open: () => ref.current?.showModal() })
  }

  return (
    <>
      {/* Present (invisible, inert) from the first paint so its appearance shifts nothing; without
          JavaScript @media (scripting: none) removes it. */}
      <button
        type="button"
        className={`btn btn--secondary notice-reopen${ready ? '' : ' notice-reopen--pending'}`}
        onClick={reopen}
        aria-hidden={ready ? undefined : true}
        inert={ready ? undefined : true}
      >
        Notifications ({items.length})
      </button>
      {/* The inline script below opens it before hydration (open, data-opened): expected, not a mismatch. */}
      <dialog ref={ref} className="notice-dialog" aria-labelledby="notice-dialog-heading" suppressHydrationWarning>
        {/* method="dialog": the close button works before the page's script has run. */}
        <form method="dialog" className="notice-dialog__head">
          <p className="notice-dialog__kicker">Notification{items.length > 1 ? ` ${index + 1} of ${items.length}` : ''}</p>
          <button type="submit" className="notice-dialog__close" aria-label="Close notifications">
            ×
          </button>
        </form>
        <article className="notice-dialog__body" aria-live="polite">
          <h2 className="notice-dialog__title" id="notice-dialog-heading">
            {n.title}
          </h2>
          {n.desc && <p className="notice-dialog__text">{n.desc}</p>}
          {/* Not lazy: the dialog opens by itself as the page loads, and a lazy image would only start
              loading then, growing the open dialog (a layout shift). The first is the page's largest
              paint when it opens: high priority (Lighthouse LCP 1.7-2.4 s without, 1.75 s with,
              docs/images.md). */}
          {n.images.map((image, i) => (
            <ResponsiveImage
              key={image.src}
              image={image}
              alt={n.images.length > 1 ? `${n.title}, image ${i + 1}` : n.title}
              sizes="dialog"
              width={640}
              height={400}
              load={i === 0 ? 'first' : 'eager'}
              className="notice-dialog__image"
            />
          ))}
          {(n.attachments.length > 0 || n.url) && (
            <ul className="notice-dialog__links">
              {n.attachments.map((a) => (
                <li key={a.href}>
                  <a href={a.href} target="_blank" rel="noopener noreferrer">
                    Open attachment: {a.name}
                  </a>
                </li>
              ))}
              {n.url && (
                <li>
                  <a href={n.url} target="_blank" rel="noopener noreferrer">
                    {n.urlTitle || 'More details'}
                  </a>
                </li>
              )}
            </ul>
          )}
        </article>
        {items.length > 1 && (
          <div className="notice-dialog__nav">
            <button type="button" className="btn btn--secondary" onClick={() => setIndex((i) => (i + items.length - 1) % items.length)}>
              Previous
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setIndex((i) => (i + 1) % items.length)}>
              Next
            </button>
          </div>
        )}
      </dialog>
      {/* Opens the dialog as soon as it is parsed, before the page is hydrated; one of the site's
          named inline scripts, never data (the CSP allows it by its hash). */}
      <script dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.openNotificationsEarly }} />
    </>
  )
}
