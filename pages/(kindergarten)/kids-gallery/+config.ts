// https://vike.dev/config — a hydrated island: year, month and search re-filter the albums.
import type { Config } from 'vike/types'

export default {
  title: 'Kindergarten Gallery',
  section: 'kindergarten',
  island: true,
} satisfies Config
