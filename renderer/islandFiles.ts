// Which file is the code of an island (docs/architecture.md "The page model"): every file named
// `*.island.ts` or `*.island.tsx` under components/ is an island, named for its file in kebab case
// (components/listings/NewsListing.island.tsx → news-listing, components/content/goBack.island.ts →
// go-back); every element with data-island="NAME" runs that one file. One rule for the client
// entry's loaders (renderer/mountIslands.ts), the build's preloads (scripts/postbuild/modulePreloads.ts) and
// the tests; it takes plain strings, so the build and the browser share it.

/** `…/NAME.island.ts(x)`, or a bundler's chunk name for it (`NAME.island`, no extension). */
const ISLAND_FILE = /(?:^|\/)([A-Za-z][A-Za-z0-9]*)\.island(?:\.tsx?)?$/

/** Whether `file` (a path or a chunk name) is an island's file. */
export const isIslandFile = (file: string): boolean => ISLAND_FILE.test(file)

/** components/forms/ContactForm.island.tsx → contact-form; throws for a file that is no island. */
export function islandNameOf(file: string): string {
  const base = ISLAND_FILE.exec(file)?.[1]
  if (!base) throw new Error(`${file} is not an island file (NAME.island.ts or NAME.island.tsx)`)
  return base.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()
}

/**
 * NAME → value, for files keyed by path (what import.meta.glob gives). Two files with one name
 * would leave the name's code to the order of a glob: refused.
 */
export function byIslandName<T>(files: Record<string, T>): Record<string, T> {
  const named: Record<string, T> = {}
  const fileOf: Record<string, string> = {}
  for (const [file, value] of Object.entries(files)) {
    const name = islandNameOf(file)
    if (fileOf[name]) throw new Error(`island "${name}" is both ${fileOf[name]} and ${file}`)
    fileOf[name] = file
    named[name] = value
  }
  return named
}
