// The listing files (lib/select/listingData.ts; docs/architecture.md "Listings, albums and item pages"):
// every year's cards of each listing as one JSON file, dist/client/data/listings/{page}.{hash}.json.
// The build makes them while Vite bundles (on the core Vite leaves), which also makes the cards the
// prerendered listing pages embed and name the files by (one shared result, lib/load/sharedParse.ts),
// and writes them once Vite has emptied dist/client.
import fs from 'node:fs'
import path from 'node:path'
import { allEntries, listingFile, type ListingName } from '#lib/select/listingData.ts'

export type ListingFile = ReturnType<typeof listingFile>

/** Every listing file, one list a turn of the event loop (the build's helper process is answered meanwhile). */
export async function makeListingFiles(): Promise<ListingFile[]> {
  const files: ListingFile[] = []
  for (const name of Object.keys(allEntries) as ListingName[]) {
    files.push(listingFile(name))
    await new Promise((resolve) => setImmediate(resolve))
  }
  return files
}

export function writeListingFiles(clientDir: string, files: ListingFile[]): void {
  for (const f of files) {
    const file = path.join(clientDir, f.fileName)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, f.source)
  }
}
