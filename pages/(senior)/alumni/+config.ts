// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Alumni',
  // The registration form validates, previews the photo, keeps a draft and posts in the browser.
  island: true,
} satisfies Config
