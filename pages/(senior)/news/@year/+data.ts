// https://vike.dev/data — the cards of one year of /news/, as the listing shows them (renderer/archiveData.ts).
import { archiveDataHook, type ArchiveDataOf } from '#renderer/archiveData.ts'

export type Data = ArchiveDataOf<'news'>

export const data = archiveDataHook('news', 'year')
