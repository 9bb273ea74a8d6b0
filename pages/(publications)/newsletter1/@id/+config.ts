// https://vike.dev/config — /newsletter1/{key}/ (news1).
import type { Config } from 'vike/types'

export default {
  title: 'Newsletter',
} satisfies Config
