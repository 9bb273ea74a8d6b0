// https://vike.dev/config — static HTML, no script: the page's data gives its title.
import type { Config } from 'vike/types'

export default {
  title: 'Event',
} satisfies Config
