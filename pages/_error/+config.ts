// https://vike.dev/error-page
import type { Config } from 'vike/types'

export default {
  title: 'Page not found',
} satisfies Config
