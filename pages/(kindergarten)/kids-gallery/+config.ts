// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Kindergarten Gallery',
  section: 'kindergarten',
} satisfies Config
