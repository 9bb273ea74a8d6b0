// The listing files (lib/select/listingData.ts; docs/architecture.md
// "Listings, albums and item pages"): every year's cards of each listing as one JSON file, /data/listings/{page}.{hash}.json.
// One list of files, delivered two ways: this Vite plugin serves them in `npm run dev`, and
// `npm run build` writes them into dist/client (writeListingFiles). The build does not emit them from
// the plugin because their cards carry the image variants: they read the image manifest, which the
// build makes while Vite bundles. Emitting from Vite would make the bundle wait for the image step.
import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { allEntries, listingFile, type ListingName } from '#lib/select/listingData.ts'

export type ListingFile = ReturnType<typeof listingFile>

/** Every listing file. */
export const makeListingFiles = (): ListingFile[] => (Object.keys(allEntries) as ListingName[]).map((name) => listingFile(name))

/** `npm run build`: the files into the client output folder. */
export function writeListingFiles(clientDir: string, files: ListingFile[]): void {
  for (const f of files) {
    const file = path.join(clientDir, f.fileName)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, f.source)
  }
}

/** `npm run dev`: the files, made afresh on each request (an edited snapshot shows on reload). */
export function listingFiles(): Plugin {
  return {
    name: 'ncsr:listing-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0]!
        const file = makeListingFiles().find((f) => '/' + f.fileName === path)
        if (!file) return next()
        res.setHeader('Content-Type', 'application/json')
        res.end(file.source)
      })
    },
  }
}
