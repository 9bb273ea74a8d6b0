// https://vike.dev/config — static HTML, no script: the page's data gives its title.
import type { Config } from 'vike/types'

export default {
  title: 'News',
  // One of thousands of pages of this template: the build writes them with a plain loop, not one Vike
  // prerender each (scripts/build/bulkPages.ts; docs/architecture.md "The build, step by step").
  prerender: false,
} satisfies Config
