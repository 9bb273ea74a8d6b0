// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Transfer Certificate',
} satisfies Config
