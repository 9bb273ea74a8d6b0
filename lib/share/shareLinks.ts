// Sharing a news item, an event or an album (docs/architecture.md "Sharing"):
// the addresses that work without any script, WhatsApp (how parents pass school news on) and e-mail.
// No third-party script: plain links; the browser's own share sheet is added by components/share/share.island.ts.

export interface ShareTarget {
  title: string
  /** The page's absolute address (its permalink). */
  url: string
}

/** WhatsApp's documented "click to chat" link with prefilled text: https://wa.me/?text=… */
export const whatsappShareUrl = (t: ShareTarget) => `https://wa.me/?${new URLSearchParams({ text: `${t.title}\n${t.url}` })}`

/** A new e-mail with the title as subject and the address in the body (RFC 6068: %20 for spaces, not +). */
export const emailShareUrl = (t: ShareTarget) =>
  `mailto:?subject=${encodeURIComponent(t.title)}&body=${encodeURIComponent(`${t.title}\n\n${t.url}`)}`
