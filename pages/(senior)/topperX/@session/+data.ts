// https://vike.dev/data — the cards of one session of /topperX/, as the listing shows them (renderer/archiveData.ts).
import { archiveDataHook, type ArchiveDataOf } from '#renderer/archiveData.ts'

export type Data = ArchiveDataOf<'topperX'>

export const data = archiveDataHook('topperX', 'session')
