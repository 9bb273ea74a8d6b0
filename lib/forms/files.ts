// Spec §5 and §9: uploads accept .jpg, .jpeg, .pdf (image/jpeg, image/jpg, application/pdf), checked by
// extension AND MIME type; our own size limit is 2 MB per file (the payload carries base64, a third larger).
import * as z from './z.ts'

export const INVALID_FILE_TYPE = 'Invalid file type. Only JPG, JPEG, and PDF are allowed.'
export const MAX_FILE_BYTES = 2 * 1024 * 1024
export const FILE_TOO_LARGE = 'The selected file must be smaller than 2 MB'
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.pdf,image/jpeg,application/pdf'

const EXTENSIONS = ['.jpg', '.jpeg', '.pdf']
const MIME_TYPES = ['image/jpeg', 'image/jpg', 'application/pdf']

/** What the forms know about a chosen file (a browser File satisfies it). */
export interface FileMeta {
  name: string
  type: string
  size: number
}

/** True when both the extension and the MIME type are JPG, JPEG or PDF, and they agree. */
export function isAllowedFileType(file: Pick<FileMeta, 'name' | 'type'>): boolean {
  const name = file.name.toLowerCase()
  const ext = EXTENSIONS.find((e) => name.endsWith(e))
  const type = file.type.toLowerCase()
  if (!ext || !MIME_TYPES.includes(type)) return false
  return ext === '.pdf' ? type === 'application/pdf' : type !== 'application/pdf'
}

/** The message for a chosen file, or undefined when it is acceptable. */
export function fileProblem(file: FileMeta): string | undefined {
  if (!isAllowedFileType(file)) return INVALID_FILE_TYPE
  if (file.size > MAX_FILE_BYTES) return FILE_TOO_LARGE
  return undefined
}

/** True for files the page can preview as an image. */
export const isPreviewableImage = (file: Pick<FileMeta, 'type'>) => file.type === 'image/jpeg' || file.type === 'image/jpg'

const fileMeta = z.object({ name: z.string(), type: z.string(), size: z.number() })

/** A file field: null when nothing is chosen. */
export const optionalFile = z.nullable(fileMeta).check(
  z.superRefine((f, ctx) => {
    const problem = f ? fileProblem(f) : undefined
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  }),
)

/** A required file field with `emptyMessage` when nothing is chosen. */
export const requiredFile = (emptyMessage: string) =>
  z.nullable(fileMeta).check(
    z.superRefine((f, ctx) => {
      const problem = f ? fileProblem(f) : emptyMessage
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  )

/** The spec's attachment shape: {name, type, data} with base64 data. */
export interface Attachment {
  name: string
  type: string
  data: string
}

/** Base64 of raw bytes (works in the browser and in Node). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary)
}

/** Reads a browser File into the spec's attachment object. */
export async function toAttachment(file: Blob & { name: string }): Promise<Attachment> {
  return { name: file.name, type: file.type, data: bytesToBase64(new Uint8Array(await file.arrayBuffer())) }
}
