// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Search',
  description: 'Search the school website: news, events, photo albums, toppers, magazines and information pages.',
} satisfies Config
