// https://vike.dev/config — static HTML; the lightbox and Go Back are behaviour islands, no React on the client.
import type { Config } from 'vike/types'

export default {
  title: 'Photo Album',
} satisfies Config
