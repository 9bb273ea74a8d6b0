// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Latest News',
} satisfies Config
