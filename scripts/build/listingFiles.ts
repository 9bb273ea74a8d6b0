// The listing files (lib/select/listingData.ts; docs/architecture.md "Listings, albums and item pages"):
// every year's cards of each listing as one JSON file, dist/client/data/listings/{page}.{hash}.json.
// The build makes them while Vite bundles (on the core Vite leaves), which also makes the cards the
// prerendered listing pages embed and name the files by (one shared result, lib/load/sharedParse.ts),
// and writes them once Vite has emptied dist/client.
import fs from 'node:fs'
import path from 'node:path'
import { allEntries, listingFile, type ListingName } from '#lib/select/listingData.ts'

export type ListingFile = ReturnType<typeof listingFile>

/** Every listing file. */
export const makeListingFiles = (): ListingFile[] => (Object.keys(allEntries) as ListingName[]).map((name) => listingFile(name))

export function writeListingFiles(clientDir: string, files: ListingFile[]): void {
  for (const f of files) {
    const file = path.join(clientDir, f.fileName)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, f.source)
  }
}
