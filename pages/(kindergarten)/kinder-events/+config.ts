// https://vike.dev/config — static HTML, no JavaScript.
import type { Config } from 'vike/types'

export default {
  title: 'Kindergarten Events',
  section: 'kindergarten',
} satisfies Config
