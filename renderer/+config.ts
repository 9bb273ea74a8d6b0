// https://vike.dev/config
import type { Config } from 'vike/types'

export default {
  // Every route is prerendered to dist/client/ROUTE/index.html (CONTRACT.md "Output layout").
  prerender: { parallel: 2 },
  // Server routing: each page is a document; no client router is shipped.
  clientRouting: false,
  // Zero JavaScript by default. A page that needs React on the client sets `clientHooks: true`
  // in its +config.ts; a page with only vanilla behaviour adds a +client.ts instead.
  clientHooks: false,
  passToClient: ['data'],
  meta: {
    /** Page title without the school's name; getPageTitle() adds it. A page may also return data.title. */
    title: { env: { server: true } },
    /** Meta description; defaults to the school's description from data/content/site.json. */
    description: { env: { server: true } },
    /** Kindergarten pages show the kindergarten navigation. */
    section: { env: { server: true } },
  },
} satisfies Config
