// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Transfer Certificate',
  // The lookup form posts and downloads the certificate in the browser.
  island: true,
} satisfies Config
