// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Home',
  // Hydrated: carousels, tickers, the notification popup and the admission enquiry form.
  island: true,
} satisfies Config
