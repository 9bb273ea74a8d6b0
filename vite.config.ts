import path from 'node:path'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { magazinePlaceholders } from '#scripts/vite/magazinePlaceholders.ts'
import { listingFiles } from '#scripts/vite/listingFiles.ts'
import { NOTICES_PATH, thirdPartyNotices } from '#scripts/vite/thirdPartyNotices.ts'
import { appIcons } from '#scripts/vite/appIcons.ts'
import { singleInstanceModules } from '#scripts/vite/singleInstance.ts'
import { siteJsonFromContentDir } from '#scripts/vite/siteJsonFromContentDir.ts'
import { CONTENT_DIR } from '#lib/config/buildEnv.ts'
import { outDirForVite } from '#scripts/vite/outDir.ts'

/**
 * The browser gets Preact (preact/compat, ~5 KB gzipped) where the code says React (~68 KB), in the
 * build and in `npm run dev` alike, so dev runs what ships (docs/decisions/0007-one-page-model-preact-islands.md):
 * pages are still written, typed and rendered on the server with React (react-dom/server in the
 * prerender and dev's server render); only the client environment swaps the runtime,
 * which hydrates React's HTML (Preact skips React's `<!-- -->` text markers). React per island
 * would not fit the 90 KB first-load budget of the form pages (figures in the record).
 */
const BROWSER_ALIASES: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
}
function preactInBrowser(): Plugin {
  return {
    name: 'ncsr:preact-in-browser',
    enforce: 'pre',
    // Dev and build alike. NCSR_BROWSER_REACT=1 runs React in the browser instead, to compare bytes
    // and behaviour.
    apply: () => process.env.NCSR_BROWSER_REACT !== '1',
    async resolveId(id, importer, options) {
      const target = BROWSER_ALIASES[id]
      if (!target || options?.ssr || this.environment?.name === 'ssr') return null
      return this.resolve(target, importer, { ...options, skipSelf: true })
    },
  }
}

// Relative to the project, whatever NCSR_OUT_DIR says: Vike misreads some absolute paths (scripts/vite/outDir.ts).
const outDir = outDirForVite()
const notices = thirdPartyNotices(path.resolve(outDir, 'client', NOTICES_PATH.slice(1)))

export default defineConfig({
  // magazinePlaceholders: generated sample magazine pages when MEDIA_BASE is unset (no broken image).
  // thirdPartyNotices: the licence texts of the libraries in the browser bundle (MIT/ISC/BSD ask for them).
  // listingFiles: serves every year's cards of /news, /events, /gallery as JSON in `npm run dev` (the
  // build writes the same files itself, with writeListingFiles from the same module; docs/architecture.md).
  // appIcons: the web app manifest and the icons made from the crest.
  // siteJsonFromContentDir: site.json from NCSR_CONTENT_DIR, as every other content file (tests only).
  plugins: [
    siteJsonFromContentDir(CONTENT_DIR),
    preactInBrowser(),
    react(),
    vike(),
    magazinePlaceholders(),
    listingFiles(),
    notices,
    appIcons(),
  ],
  // The site search's worker (components/search/search.worker.ts) is a module worker: ES output, in a
  // folder of its own like the other assets (/assets/chunks/, /entries/), so the _headers rules
  // for two-segment page routes never match an asset file.
  worker: {
    format: 'es',
    plugins: () => [notices.workerCollector()],
    rolldownOptions: { output: { entryFileNames: 'assets/workers/[name]-[hash].js', chunkFileNames: 'assets/workers/[name]-[hash].js' } },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Shared modules under ~20 KB of source are copied into the islands that import
          // them instead of becoming chunks of their own (the automatic split gave /news 16 files,
          // many under 1 KB: a round trip each on a slow phone for a few hundred bytes). A copy is a
          // module instance of its own, so modules whose state the islands of one page share stay in
          // one chunk: the list and the reason for each are in scripts/vite/singleInstance.ts, and
          // each of our modules on it says so at its top. The client entry (renderer/+client.ts)
          // exports nothing, so its signature need not be kept, which the option requires.
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: {
                maxSize: 20_000,
                exclude: singleInstanceModules(),
              },
            },
          },
        },
      },
    },
  },
  build: {
    // Tests build into their own folder so they never clobber dist/ (see tests/e2e/globalSetup.ts).
    outDir,
  },
})
