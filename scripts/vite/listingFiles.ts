// Serves every listing's JSON file of cards in `npm run dev` (lib/select/listingData.ts names them;
// docs/architecture.md "Listings, albums and item pages"). The build writes them itself
// (scripts/build/listingFiles.ts), while Vite bundles.
import type { Plugin } from 'vite'
import { allEntries, listingFile, type ListingName } from '#lib/select/listingData.ts'

export function listingFiles(): Plugin {
  const names = Object.keys(allEntries) as ListingName[]
  return {
    name: 'ncsr:listing-files',
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
