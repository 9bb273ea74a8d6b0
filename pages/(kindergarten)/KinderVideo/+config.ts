// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Kindergarten Videos',
  section: 'kindergarten',
} satisfies Config
