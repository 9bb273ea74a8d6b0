// https://vike.dev/data — the cards of one year of /events/, as the listing shows them (renderer/archiveData.ts).
import { archiveDataHook, type ArchiveDataOf } from '#renderer/archiveData.ts'

export type Data = ArchiveDataOf<'events'>

export const data = archiveDataHook('events', 'year')
