// Spec §2 Home: "a popup carousel of notifications that opens automatically if at least one is
// returned". Here it opens by itself only while the page has a notification this device has not
// shown (lib/forms/autoOpen.ts, docs/differences.md "Home page and footer"); the Notifications button
// opens it at any time. A native modal <dialog>: Escape closes it, the rest of the page is inert, Tab
// wraps inside it, and focus goes back to where it was. It opens before the admission enquiry (dialogQueue).
import { ResponsiveImage } from '../images/ResponsiveImage.tsx'
import type { Img } from '#lib/images/img.ts'
import { useEffect, useRef, useState } from 'react'
import { DIALOG_PRIORITY, dialogClosed, requestDialog } from '#lib/forms/dialogQueue.ts'
import { keepTabInside, returnFocus } from '../forms/dialogFocus.ts'
import { INLINE_SCRIPTS } from '#lib/security/inlineScripts.ts'
import { opensNotifications, SEEN_NOTIFICATIONS_KEY, withSeen } from '#lib/forms/autoOpen.ts'
import { recall, remember } from '#lib/forms/deviceMemory.ts'
import { island } from '#renderer/island.tsx'

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

/** Remembers on the device that these notifications were shown (the dialog shows them all, with Next). */
function rememberShown(ids: readonly string[]) {
  remember('device', SEEN_NOTIFICATIONS_KEY, withSeen(recall('device', SEEN_NOTIFICATIONS_KEY), ids))
}

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
    const ids = items.map((n) => n.id)
    // The inline script below decided while the page was loading, with lib/forms/autoOpen.ts's rule,
    // and opened it then (with the page, not a second later: it is the largest paint). Opened then,
    // it was shown, even if the visitor has closed it already (then it stays closed, and the queue
    // goes on to the next dialog). Not opened then, the same rule decides again here, for a page
    // whose inline script did not run.
    const openedEarly = dialog.dataset['opened'] === 'early'
    if (openedEarly) rememberShown(ids)
    const opens = openedEarly ? dialog.open : opensNotifications(ids, recall('device', SEEN_NOTIFICATIONS_KEY), location.hash)
    if (opens) {
      requestDialog({
        id: DIALOG_ID,
        priority: DIALOG_PRIORITY.notifications,
        open: () => {
          if (!dialog.open) dialog.showModal()
          rememberShown(ids)
        },
      })
    }
    return () => {
      dialog.removeEventListener('close', onClose)
      releaseTab()
    }
  }, [items])

  if (items.length === 0) return null
  const n = items[Math.min(index, items.length - 1)]!
  const reopen = (e: React.MouseEvent<HTMLButtonElement>) => {
    opener.current = e.currentTarget
    requestDialog({
      id: DIALOG_ID,
      priority: DIALOG_PRIORITY.notifications,
      open: () => {
        ref.current?.showModal()
        rememberShown(items.map((i) => i.id))
      },
    })
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
      {/* data-notice-ids: what the inline script compares with the ids this device has shown. */}
      <dialog
        ref={ref}
        className="notice-dialog"
        aria-labelledby="notice-dialog-heading"
        data-notice-ids={JSON.stringify(items.map((i) => i.id))}
        suppressHydrationWarning
      >
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
      {/* Opens the dialog as soon as it is parsed, before the page is hydrated, when it has a notice
          this device has not shown; one of the site's named inline scripts, never data (the CSP
          allows it by its hash). */}
      <script dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.openNotificationsEarly }} />
    </>
  )
}

export default island('notification-dialog', NotificationDialog)
