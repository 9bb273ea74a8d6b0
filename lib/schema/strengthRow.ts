// Spec §3 "Strength row" and §9 (kindergarten strength 2025-26): class, total divisions, total intake.
import { z } from 'zod'

export const strengthRowSchema = z
  .object({
    class: z.string().min(1),
    totalDivisions: z.number().int().positive(),
    totalIntake: z.number().int().nonnegative(),
  })
  .strict()
export type StrengthRow = z.infer<typeof strengthRowSchema>
