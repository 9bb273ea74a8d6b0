// https://vike.dev/data — the cards of one year of /videoGallery/, as the listing shows them (renderer/archiveData.ts).
import { archiveDataHook, type ArchiveDataOf } from '#renderer/archiveData.ts'

export type Data = ArchiveDataOf<'videos'>

export const data = archiveDataHook('videos', 'year')
