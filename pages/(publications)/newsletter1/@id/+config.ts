// https://vike.dev/config — /newsletter1/{key}/ (news1): the flip-book reader, a hydrated island.
import type { Config } from 'vike/types'

export default {
  title: 'Newsletter',
  island: true,
} satisfies Config
