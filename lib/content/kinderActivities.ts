// Spec §2 "Kindergarten Activities": 9 learning aims and the 26 static images of tab 1, as a content file.
import { z } from 'zod'
import { loadContentJson } from './markdown.ts'

export const kinderActivitiesSchema = z.object({
  aims: z.array(z.string().min(1)).length(9),
  curricularImages: z.array(z.object({ src: z.string().startsWith('/'), caption: z.string().min(1) })).length(26),
})
export type KinderActivities = z.output<typeof kinderActivitiesSchema>

export const loadKinderActivities = () => loadContentJson('kinder-activities.json', kinderActivitiesSchema)
