// https://vike.dev/config — a hydrated island: the filters re-render the albums in the browser.
import type { Config } from 'vike/types'

export default {
  title: 'Photo Gallery',
  island: true,
} satisfies Config
