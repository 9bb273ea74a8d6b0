// https://vike.dev/data — spec §2 Newsletter listing (one newsletter), newest first.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadNewsletters } from '#lib/magazine/load.ts'
import { bookPages } from '#lib/magazine/pages.ts'
import { responsive } from '#lib/images/responsive.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { mediaBase } = readBuildEnv()
  const cards = [...loadNewsletters()]
    .sort((a, b) => b.year - a.year)
    .map((n) => ({
      kind: 'reader' as const,
      key: n.key,
      label: n.label,
      href: `/newsletter1/${encodeURIComponent(n.key)}/`,
      cover: responsive(bookPages({ key: n.key, folder: n.folder, pages: n.pages.slice(0, 1) }, mediaBase)[0]!.src),
      pageCount: n.pages.length,
    }))
  return { cards }
}
