// https://vike.dev/config — /magazine: the listing. Static HTML, no JavaScript.
import type { Config } from 'vike/types'

export default {
  title: 'Magazine',
  description: 'The school magazine: every volume, the tribute issue and the jubilee souvenirs, to read online.',
} satisfies Config
