// A <script type="application/ld+json"> element for page components (Event, ImageGallery ...).
// JSON-LD is a data block, not executed, so the Content-Security-Policy needs no hash for it.
import { scriptJson } from '../format/scriptJson.ts'

interface JsonLdProps {
  data: unknown
}

export function JsonLd({ data }: JsonLdProps) {
  // scriptJson escapes '<', so data holding '</script>' cannot end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
}
