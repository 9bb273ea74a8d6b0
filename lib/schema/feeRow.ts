// Spec §3 "Fee row" and §9 (kindergarten fees 2025-26, rupees): class, tuition, term and total fees.
import { z } from 'zod'

export const feeRowSchema = z
  .object({
    class: z.string().min(1),
    tuitionFees: z.number().int().nonnegative(),
    termFees: z.number().int().nonnegative(),
    totalFees: z.number().int().nonnegative(),
  })
  .strict()
  .refine((r) => r.tuitionFees + r.termFees === r.totalFees, {
    message: 'must equal tuition fees plus term fees',
    path: ['totalFees'],
  })
export type FeeRow = z.infer<typeof feeRowSchema>
