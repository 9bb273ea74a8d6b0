// https://vike.dev/config — a hydrated island: session and search re-filter the cards in the browser.
import type { Config } from 'vike/types'

export default {
  title: 'Toppers of Class X',
  island: true,
} satisfies Config
