// Spec §4 (TC page), §5 (TC lookup), §7 (POST /api/tc/NCSR, then GET /api/image/{data}), §8.
import * as z from './z.ts'

export const TC_MESSAGES = {
  empty: 'Please fill in all fields',
  requestFailed: 'Failed to process your request. Please try again later.',
  downloadFailed: 'Failed to download data.',
} as const

export const TC_PATH = '/api/tc/NCSR'
export const TC_FILE_NAME = 'tc.jpg'

// One message for the pair (spec §5): it is linked from the summary to the first empty field.
export const tcSchema = z.object({ name: z.string().check(z.trim()), admission: z.string().check(z.trim()) }).check(
  z.superRefine((v, ctx) => {
    if (!v.name || !v.admission) ctx.addIssue({ code: 'custom', message: TC_MESSAGES.empty, path: [v.name ? 'admission' : 'name'] })
  }),
)
export type TcValues = z.input<typeof tcSchema>

export const emptyTc = (): TcValues => ({ name: '', admission: '' })

/** The response's `data` field: the certificate's path under /api/image/, or undefined. */
export function tcFilePath(body: unknown): string | undefined {
  const data = (body as { data?: unknown } | null)?.data
  return typeof data === 'string' && data.trim() ? data.trim() : undefined
}
