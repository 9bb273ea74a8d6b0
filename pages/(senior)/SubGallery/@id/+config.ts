// https://vike.dev/config — static HTML; the lightbox and Go Back are behaviour islands, no React on the client.
import type { Config } from 'vike/types'

export default {
  title: 'Photo Album',
  // One of thousands of pages of this template: the build writes them with a plain loop, not one Vike
  // prerender each (scripts/build/bulkPages.ts; docs/architecture.md "The build, step by step").
  prerender: false,
} satisfies Config
