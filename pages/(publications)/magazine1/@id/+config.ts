// https://vike.dev/config — /magazine1/{id}/.
import type { Config } from 'vike/types'

export default {
  title: 'Magazine',
} satisfies Config
