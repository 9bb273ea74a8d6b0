// https://vike.dev/config — /search is a React island (the results list), so it hydrates.
import type { Config } from 'vike/types'

export default {
  title: 'Search',
  description: 'Search the school website: news, events, photo albums, toppers, magazines and information pages.',
  island: true,
} satisfies Config
