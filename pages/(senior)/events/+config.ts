// https://vike.dev/config — a hydrated island: the filters re-render the list in the browser.
import type { Config } from 'vike/types'

export default {
  // Spec §2: the original's events title named another school; ours names this one (getPageTitle).
  title: 'Upcoming Events',
  island: true,
} satisfies Config
