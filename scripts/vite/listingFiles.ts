// Writes every listing's JSON file of cards into the client build and serves them in `npm run dev`
// (lib/select/listingData.ts names them; docs/architecture.md "Listings, albums and item pages").
import type { Plugin } from 'vite'
import { allEntries, listingFile, type ListingName } from '#lib/select/listingData.ts'

export function listingFiles(): Plugin {
  const names = Object.keys(allEntries) as ListingName[]
  return {
    name: 'ncsr:listing-files',
    generateBundle() {
      if (this.environment?.name !== 'client') return
      for (const n of names) this.emitFile({ type: 'asset', ...listingFile(n) })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!
        const file = names.map(listingFile).find((f) => '/' + f.fileName === path)
        if (!file) return next()
        res.setHeader('Content-Type', 'application/json')
        res.end(file.source)
      })
    },
  }
}
