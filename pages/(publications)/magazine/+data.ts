// https://vike.dev/data — spec §2 Magazine listing: every edition, newest first, with its cover.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { listingOrder, loadMagazines } from '#lib/magazine/load.ts'
import { bookPages } from '#lib/magazine/pages.ts'
import { responsive } from '#lib/images/responsive.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { mediaBase } = readBuildEnv()
  const cards = listingOrder(loadMagazines()).map((entry) =>
    entry.kind === 'reader'
      ? {
          kind: 'reader' as const,
          key: `m${entry.edition.id}`,
          label: entry.edition.label,
          href: `/magazine1/${entry.edition.id}/`,
          cover: responsive(
            bookPages(
              { key: String(entry.edition.id), folder: entry.edition.folder, pages: entry.edition.pages.slice(0, 1) },
              mediaBase,
            )[0]!.src,
          ),
          pageCount: entry.edition.pages.length,
        }
      : { kind: 'external' as const, key: entry.edition.key, label: entry.edition.label, href: entry.edition.href },
  )
  return { cards }
}
