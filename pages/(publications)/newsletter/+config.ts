// https://vike.dev/config — /newsletter: the listing. Static HTML, no JavaScript.
import type { Config } from 'vike/types'

export default {
  title: 'Newsletter',
  description: 'The school newsletter, to read online page by page.',
} satisfies Config
