// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Alumni',
} satisfies Config
