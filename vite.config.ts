import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { magazinePlaceholders } from './lib/magazine/placeholders.ts'
import { listingFiles } from './lib/select/listingData.ts'

export default defineConfig({
  // magazinePlaceholders: generated sample magazine pages when MEDIA_BASE is unset (issue 6).
  // listingFiles: every year's cards of /news, /events, /gallery as JSON, fetched on demand (issue 4).
  plugins: [react(), vike(), magazinePlaceholders(), listingFiles()],
  build: {
    // Tests build into their own folder so they never clobber dist/ (see tests/e2e/globalSetup.ts).
    outDir: process.env.NCSR_OUT_DIR || 'dist',
  },
})
