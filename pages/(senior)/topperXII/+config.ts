// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Toppers of Class XII',
} satisfies Config
