// https://vike.dev/data — the cards of one year of /KinderVideo/, as the listing shows them (renderer/archiveData.ts).
import { archiveDataHook, type ArchiveDataOf } from '#renderer/archiveData.ts'

export type Data = ArchiveDataOf<'kinderVideos'>

export const data = archiveDataHook('kinderVideos', 'year')
