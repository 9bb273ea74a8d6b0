// https://vike.dev/data — the cards of one year of /kids-gallery/, as the listing shows them (renderer/archiveData.ts).
import { archiveDataHook, type ArchiveDataOf } from '#renderer/archiveData.ts'

export type Data = ArchiveDataOf<'kidsGallery'>

export const data = archiveDataHook('kidsGallery', 'year')
