// https://vike.dev/config — /magazine1/{id}/: the flip-book reader, a hydrated React island.
import type { Config } from 'vike/types'

export default {
  title: 'Magazine',
  island: true,
} satisfies Config
