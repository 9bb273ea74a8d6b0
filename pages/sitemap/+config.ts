// https://vike.dev/config — the sitemap for people (docs/contract.md "Output layout"; sitemap.xml stays for robots). Static HTML.
import type { Config } from 'vike/types'

export default {
  title: 'Sitemap',
  description: 'Every section of the school website on one page.',
} satisfies Config
