// https://vike.dev/config — a hydrated island: the year select re-filters the cards.
import type { Config } from 'vike/types'

export default {
  title: 'Video Gallery',
  island: true,
} satisfies Config
