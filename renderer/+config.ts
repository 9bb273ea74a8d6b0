// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every route is prerendered to dist/client/ROUTE/index.html (docs/contract.md "Output layout").
  // `npm run build` (scripts/build.ts) calls Vike's prerender itself once the image step has written
  // the manifest the pages read, so `vike build` alone only bundles (disableAutoRun).
  prerender: { disableAutoRun: true },
  // Server routing: each page is a document; no client router is shipped.
  clientRouting: false,
  // Vike's client runtime is never shipped: every page's one script is renderer/+client.ts, which
  // mounts the page's named islands (docs/architecture.md "The page model"); a page with none ships
  // no script (scripts/postbuild/modulePreloads.ts).
  clientHooks: false,
  meta: {
    /** Page title without the school's name; getPageTitle() adds it. A page may also return data.title. */
    title: { env: { server: true } },
    /** Meta description; defaults to the school's description from data/content/site.json. */
    description: { env: { server: true } },
    /** Kindergarten pages show the kindergarten navigation. */
    section: { env: { server: true } },
  },
} satisfies Config
