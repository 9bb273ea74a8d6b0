// https://vike.dev/config — /newsletter1 with no newsletter in the address; the `book-selection` island opens the
// one passed in navigation state, if any. No React on the client.
import type { Config } from 'vike/types'

export default {
  title: 'Newsletter',
} satisfies Config
