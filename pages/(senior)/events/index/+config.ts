// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Spec §2: the original's events title named another school; ours names this one (getPageTitle).
  title: 'Upcoming Events',
} satisfies Config
