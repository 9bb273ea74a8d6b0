// The shape of data/content/site.json (lib/content/site.ts holds the file itself). Apart, so that
// what reads site.json from a content folder at build time (scripts/vite/appIcons.ts) can check it
// without importing the file bundled with the code.
import { z } from 'zod'

/** Characters a home-screen label shows before the launcher cuts it. */
export const HOME_SCREEN_NAME_MAX = 12

const httpUrl = z.url({ protocol: /^https?$/ })

export const socialLinkSchema = z.object({
  /** Which icon to draw. */
  kind: z.enum(['youtube', 'instagram', 'facebook']),
  label: z.string().min(1),
  url: httpUrl,
})
export type SocialLink = z.infer<typeof socialLinkSchema>

export const siteSchema = z.object({
  name: z.string().min(1),
  shortName: z.string().min(1),
  /**
   * The name under the icon on a phone's home screen (the manifest's short_name): launchers cut a
   * longer one (about 12 characters fit under an icon on Android and iOS).
   */
  homeScreenName: z
    .string()
    .min(1)
    .max(HOME_SCREEN_NAME_MAX, `at most ${HOME_SCREEN_NAME_MAX} characters: a phone cuts a longer name under its icon`),
  city: z.string().min(1),
  tagline: z.string(),
  description: z.string(),
  motto: z.string(),
  founded: z.iso.date(),
  schoolCode: z.string().min(1),
  affiliationNo: z.string(),
  address: z.string().min(1),
  phones: z.array(z.string().min(1)).min(1),
  email: z.email(),
  facts: z.object({ students: z.string().min(1), teachers: z.string().min(1) }),
  social: z.array(socialLinkSchema),
  /** External help site for the parent portal (header and footer link). */
  parentPortalHelpUrl: httpUrl,
  /** The online ERP portal's login page. */
  erpUrl: httpUrl,
  parentApp: z.object({
    name: z.string().min(1),
    /** The code a parent types into the app (spec §1). */
    schoolCode: z.string().min(1),
    playStoreUrl: httpUrl,
    appStoreUrl: httpUrl,
  }),
  /** URL for the map <iframe> (footer and /contact). */
  mapEmbedUrl: httpUrl,
  mapLinkUrl: httpUrl,
  officeHours: z.array(z.object({ days: z.string().min(1), hours: z.string().min(1) })).min(1),
})
export type Site = z.infer<typeof siteSchema>
