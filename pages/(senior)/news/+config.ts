// https://vike.dev/config — a hydrated island: the filters re-render the list in the browser.
import type { Config } from 'vike/types'

export default {
  title: 'Latest News',
  island: true,
} satisfies Config
