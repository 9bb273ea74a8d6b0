// https://vike.dev/config — static HTML; the lightbox is vanilla (+client.ts), no React on the client.
import type { Config } from 'vike/types'

export default {
  title: 'Photo Album',
} satisfies Config
