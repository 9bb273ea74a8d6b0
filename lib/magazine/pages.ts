// Spec §2 (alt text 'Page N' on every page) and §7 (page images are plain GETs from the media host
// under public/Images/{folder}/{file}). Pure functions, shared by the build and the tests.

/** Page size of the flip-book (spec §9) and of the generated placeholder pages. */
export const PAGE_WIDTH = 600
export const PAGE_HEIGHT = 800

/** Where the build writes the generated placeholder pages (see scripts/vite/magazinePlaceholders.ts). */
export const PLACEHOLDER_DIR = 'magazine-pages'

/**
 * Address of one page image on the media host. Each segment is percent-encoded, so a name like
 * '12 copy.jpg' becomes '12%20copy.jpg' and '#', '?' or '%' in a name cannot change the address.
 */
export function mediaPageUrl(mediaBase: string, folder: string, file: string): string {
  return `${mediaBase.replace(/\/+$/, '')}/public/Images/${encodeURIComponent(folder)}/${encodeURIComponent(file)}`
}

/** Address of the generated placeholder for page n (1-based) of a book, on this site. */
export function placeholderPageUrl(bookKey: string, n: number): string {
  return `/${PLACEHOLDER_DIR}/${encodeURIComponent(bookKey)}/${n}.svg`
}

export interface BookSource {
  /** URL key of the book: the edition id ('7') or the newsletter key ('news1'). */
  key: string
  folder: string
  /** File names in reading order. */
  pages: readonly string[]
}

export interface BookPage {
  /** The page number a reader sees: the Nth image shown is page N, whatever its file is called. */
  n: number
  alt: string
  src: string
}

/**
 * The pages of a book as a reader sees them. Numbering follows the order shown, not the file
 * names: in an edition whose files skip 16.jpg, 17.jpg is 'Page 16'. With a media base the
 * images come from the media host, without one from the generated local placeholders.
 */
export function bookPages(book: BookSource, mediaBase: string): BookPage[] {
  return book.pages.map((file, i) => {
    const n = i + 1
    return { n, alt: pageAlt(n), src: mediaBase ? mediaPageUrl(mediaBase, book.folder, file) : placeholderPageUrl(book.key, n) }
  })
}

/** Alt text of page n (the original stopped counting at 20; every page gets its own number here). */
export function pageAlt(n: number): string {
  return `Page ${n}`
}

/** The page number in a URL hash ('#page=12' -> 12), clamped to the book; 1 when absent or invalid. */
export function pageFromHash(hash: string, pageCount: number): number {
  const m = /(?:^#|&)page=(\d{1,6})(?:&|$)/.exec(hash)
  if (!m) return 1
  const n = Number(m[1])
  return Math.min(Math.max(n, 1), Math.max(pageCount, 1))
}
