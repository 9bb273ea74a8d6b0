// https://vike.dev/config — every kindergarten page shows the kindergarten navigation.
import type { Config } from 'vike/types'

export default {
  section: 'kindergarten',
} satisfies Config
