// https://vike.dev/config — static HTML; the tabs are vanilla (+client.ts), no React on the client.
import type { Config } from 'vike/types'

export default {
  title: 'Kindergarten Activities',
  section: 'kindergarten',
} satisfies Config
