// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Kindergarten',
  section: 'kindergarten',
  // No React on the client (no island): +client.ts mounts the carousels and the ticker.
} satisfies Config
