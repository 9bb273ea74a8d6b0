// https://vike.dev/data — the cards of one session of /topperXII/, as the listing shows them (renderer/archiveData.ts).
import { archiveDataHook, type ArchiveDataOf } from '#renderer/archiveData.ts'

export type Data = ArchiveDataOf<'topperXII'>

export const data = archiveDataHook('topperXII', 'session')
