// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Contact Us',
  // The contact form validates and posts in the browser.
  island: true,
} satisfies Config
