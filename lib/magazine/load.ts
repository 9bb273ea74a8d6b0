// Spec §2: the magazine editions and the newsletter, read and validated at build time from
// data/content/ (a broken hand edit fails the build naming the file, the record and the field).
import { loadContentJson } from '../content/markdown.ts'
import {
  magazineManifestSchema,
  newsletterManifestSchema,
  type ExternalEdition,
  type MagazineEdition,
  type MagazineManifest,
  type Newsletter,
} from './schema.ts'

export const MAGAZINES_FILE = 'magazines.json'
export const NEWSLETTERS_FILE = 'newsletters.json'

export function loadMagazines(dir?: string): MagazineManifest {
  return loadContentJson(MAGAZINES_FILE, magazineManifestSchema, dir)
}

export function loadNewsletters(dir?: string): Newsletter[] {
  return loadContentJson(NEWSLETTERS_FILE, newsletterManifestSchema, dir).newsletters
}

export type ListingEntry = { kind: 'reader'; edition: MagazineEdition } | { kind: 'external'; edition: ExternalEdition }

/**
 * Every edition for the /magazine listing, newest first: by year, then by volume (an edition
 * without a volume, such as a souvenir, after the volumes of its year), then by id.
 */
export function listingOrder(m: MagazineManifest): ListingEntry[] {
  const entries: ListingEntry[] = [
    ...m.editions.map((edition) => ({ kind: 'reader' as const, edition })),
    ...m.externalEditions.map((edition) => ({ kind: 'external' as const, edition })),
  ]
  const volume = (e: ListingEntry) => (e.kind === 'reader' ? (e.edition.volume ?? 0) : 0)
  const id = (e: ListingEntry) => (e.kind === 'reader' ? e.edition.id : 0)
  return entries.sort((a, b) => b.edition.year - a.edition.year || volume(b) - volume(a) || id(b) - id(a))
}
