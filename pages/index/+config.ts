// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  title: 'Home',
  // The admission enquiry dialog (issue 5) is a React island on this page.
  clientHooks: true,
} satisfies Config
