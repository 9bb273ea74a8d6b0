// How the image manifest and the image cache's index keep "source URL -> entry" in a file
// (docs/images.md "The manifest and the index on disk"): each distinct entry once, then the URLs and,
// for each, the number of its entry. At 10,000 albums (200,000 photos of a few sizes) that is two
// entries instead of 200,000 objects and their arrays: the file is half the size, a build's process
// parses it in about a third of the time, and the parsed table shares one object a size, so the
// heap the garbage collector walks holds 400,000 fewer objects (docs/performance.md "Build scale").

/** The table as it is written. */
export interface EntryTableJson<E> {
  /** Each distinct entry once. */
  entries: E[]
  /** Source URLs, in the order they were recorded. */
  urls: string[]
  /** For urls[i], the position of its entry in `entries`. */
  refs: number[]
}

/**
 * The table of a Map. Entries are told apart by identity first (a rebuild's entries are the index's
 * own, shared, objects) and by their JSON otherwise (a first run makes one object a photo).
 */
export function tableJson<E extends object>(images: ReadonlyMap<string, E>): EntryTableJson<E> {
  const entries: E[] = []
  const byObject = new Map<E, number>()
  const byJson = new Map<string, number>()
  const urls: string[] = []
  const refs: number[] = []
  for (const [url, entry] of images) {
    let ref = byObject.get(entry)
    if (ref === undefined) {
      const json = JSON.stringify(entry)
      ref = byJson.get(json)
      if (ref === undefined) {
        ref = entries.push(entry) - 1
        byJson.set(json, ref)
      }
      byObject.set(entry, ref)
    }
    urls.push(url)
    refs.push(ref)
  }
  return { entries, urls, refs }
}

/** The Map a table holds; throws on a table that is not one (the caller decides what that means). */
export function tableMap<E>(json: unknown): Map<string, E> {
  const t = json as Partial<EntryTableJson<E>> | null
  if (!t || !Array.isArray(t.entries) || !Array.isArray(t.urls) || !Array.isArray(t.refs) || t.urls.length !== t.refs.length)
    throw new Error('not an entry table: expected entries, and urls and refs of one length')
  const { entries, urls, refs } = t as EntryTableJson<E>
  const images = new Map<string, E>()
  for (let i = 0; i < urls.length; i++) {
    const entry = entries[refs[i]!]
    if (entry === undefined || typeof urls[i] !== 'string') throw new Error(`not an entry table: url ${i} has no entry`)
    images.set(urls[i]!, entry)
  }
  return images
}
