// Lists and tables of the information pages, as JSON under data/content/ validated at build
// (spec §2 and §9: co-scholastic activities, visitors, sports results, school hours,
// kindergarten fees and strength).
import { z } from 'zod'
import { feeRowSchema } from '../schema/feeRow.ts'
import { strengthRowSchema } from '../schema/strengthRow.ts'
import { loadContentJson } from './markdown.ts'

const text = z.string().trim().min(1)
const time = z.string().regex(/^\d{2}:\d{2}$/, 'use HH:MM, e.g. 07:30')

export const coScholasticSchema = z.object({ activities: z.array(text).min(1) })

export const visitorsSchema = z.object({
  visitors: z.array(z.object({ name: text, organisation: text, topic: text })),
})

export const sportsSchema = z.object({
  note: z.string().optional(),
  sports: z
    .array(
      z.object({
        name: text,
        years: z.array(z.object({ year: text, rows: z.array(z.object({ event: text, category: text, result: text })) })),
      }),
    )
    .min(1),
  summerCamps: z.array(
    z.object({
      year: text,
      rows: z.array(z.object({ activity: text, dates: text, participants: z.number().int().nonnegative() })),
    }),
  ),
})
export type SportsContent = z.infer<typeof sportsSchema>

export const schoolHoursSchema = z.object({
  note: z.string().optional(),
  seasons: z
    .array(
      z.object({
        name: text,
        months: text,
        rows: z.array(z.object({ group: text, assembly: time, dismissal: time })).min(1),
      }),
    )
    .min(1),
})
export type SchoolHours = z.infer<typeof schoolHoursSchema>

const session = z.string().regex(/^\d{4}-\d{4}$/, 'use YYYY-YYYY, e.g. 2025-2026')
export const kidsFeesSchema = z.object({ session, rows: z.array(feeRowSchema).min(1) })
export const kidsStrengthSchema = z.object({ session, rows: z.array(strengthRowSchema).min(1) })

export const loadCoScholastic = () => loadContentJson('co-scholastic.json', coScholasticSchema).activities
export const loadVisitors = () => loadContentJson('visitors.json', visitorsSchema).visitors
export const loadSports = () => loadContentJson('sports.json', sportsSchema)
export const loadSchoolHours = () => loadContentJson('school-hours.json', schoolHoursSchema)
export const loadKidsFees = () => loadContentJson('kids-fees.json', kidsFeesSchema)
export const loadKidsStrength = () => loadContentJson('kids-strength.json', kidsStrengthSchema)
