// https://vike.dev/data — the kindergarten's albums of this category (spec §4), newest first, DD.MM.YYYY.
import { readBuildEnv } from '#lib/config/buildEnv.ts'
import { loadSnapshot } from '#lib/load/snapshot.ts'
import { kinderSocialResponsibility } from '#lib/select/audience.ts'
import { albumEntry } from '#lib/select/entries.ts'
import { newestFirst } from '#lib/select/listFilters.ts'

export type Data = ReturnType<typeof data>

export function data() {
  const { apiBase } = readBuildEnv()
  return { items: newestFirst(kinderSocialResponsibility(loadSnapshot('gallery'))).map((g) => albumEntry(g, apiBase, 'dotted')) }
}
