// https://vike.dev/data — the cards of one year of /gallery/, as the listing shows them (renderer/archiveData.ts).
import { archiveDataHook, type ArchiveDataOf } from '#renderer/archiveData.ts'

export type Data = ArchiveDataOf<'gallery'>

export const data = archiveDataHook('gallery', 'year')
