// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Kindergarten',
  section: 'kindergarten',
  // No React on the client: +client.ts mounts the carousels and the ticker.
  clientHooks: false,
} satisfies Config
