// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Home',
  // Hydrated: carousels, tickers, the notification popup and issue 5's admission enquiry form.
  island: true,
} satisfies Config
