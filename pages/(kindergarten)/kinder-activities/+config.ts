// https://vike.dev/config — static HTML; the tabs and the lightbox are behaviour islands, no React on the client.
import type { Config } from 'vike/types'

export default {
  title: 'Kindergarten Activities',
  section: 'kindergarten',
} satisfies Config
