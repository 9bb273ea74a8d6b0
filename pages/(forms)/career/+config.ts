// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Career',
  // The application form validates, previews photos, keeps a draft and posts in the browser.
  island: true,
} satisfies Config
