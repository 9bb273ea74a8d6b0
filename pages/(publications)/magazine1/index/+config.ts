// https://vike.dev/config — /magazine1 with no edition in the address. No React on the client:
// the `book-selection` island opens the edition passed in navigation state, if any.
import type { Config } from 'vike/types'

export default {
  title: 'Magazine',
} satisfies Config
