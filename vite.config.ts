import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  build: {
    // Tests build into their own folder so they never clobber dist/ (see tests/e2e/globalSetup.ts).
    outDir: process.env.NCSR_OUT_DIR || 'dist',
  },
})
