// Every hand-edited file under data/content/ with the zod schema the build validates it with.
// One list read by `npm run check:content` (scripts/content/check.ts) and by the editor's
// configuration at /admin (lib/cms/config.ts), so a field cannot exist in one and not the other.
import { z } from 'zod'
import { homeContentSchema } from './homeContent.ts'
import { kinderContentSchema } from './kinderContent.ts'
import { kinderActivitiesSchema } from './kinderActivities.ts'
import { admissionContentSchema } from '../forms/admission.ts'
import { contactContentSchema } from '../forms/pageData.ts'
import { magazineManifestSchema, newsletterManifestSchema } from '../magazine/schema.ts'
import {
  booklistFrontMatterSchema,
  cbseFrontMatterSchema,
  formCopySchema,
  headmistressFrontMatterSchema,
  yearPlannerFrontMatterSchema,
} from './frontMatter.ts'
import { embedsSchema } from './embeds.ts'
import { disclosureSchema, menusSchema } from './menus.ts'
import { pageFrontMatterSchema } from './pages.ts'
import { photoSetSchema } from './photos.ts'
import { siteSchema } from './site.ts'
import { coScholasticSchema, kidsFeesSchema, kidsStrengthSchema, schoolHoursSchema, sportsSchema, visitorsSchema } from './tables.ts'

export type ContentGroup = 'pages' | 'tables' | 'menus' | 'site' | 'photos' | 'publications'

export interface ContentFile {
  /** Path under data/content/, e.g. 'kids-fees.json' or 'pages/about.md'. */
  file: string
  group: ContentGroup
  /** The object the build validates: the whole JSON file, or a Markdown page's front matter. */
  schema: z.core.$ZodType
  /** Plain-word name the editor shows. */
  label: string
  /**
   * Configuration rather than copy: left out of the editor at /admin, so only maintainers change it,
   * in review (docs/operations.md "The editor at /admin"). For a file the site's security policy is
   * built from: embeds.json is the CSP's frame-src (scripts/postbuild/csp.ts).
   */
  notInEditor?: true
}

/** The JSON files at the top of data/content/ (photo sets are matched by folder below). */
export const JSON_FILES: ContentFile[] = [
  { file: 'site.json', group: 'site', schema: siteSchema, label: 'School details (name, address, phones, links)' },
  { file: 'contact.json', group: 'site', schema: contactContentSchema, label: 'Contact page map' },
  {
    file: 'embeds.json',
    group: 'site',
    schema: embedsSchema,
    label: 'Sites that may be shown inside pages (maps, videos)',
    notInEditor: true,
  },
  { file: 'home.json', group: 'site', schema: homeContentSchema, label: 'Home page (banners, welcome, about us, tiles)' },
  { file: 'kindergarten.json', group: 'site', schema: kinderContentSchema, label: 'Kindergarten home page' },
  { file: 'admission.json', group: 'site', schema: admissionContentSchema, label: 'Admission enquiry: years and classes offered' },
  { file: 'menus.json', group: 'menus', schema: menusSchema, label: 'Menus (header and footer links)' },
  { file: 'disclosure.json', group: 'menus', schema: disclosureSchema, label: 'CBSE Disclosure documents' },
  { file: 'kids-fees.json', group: 'tables', schema: kidsFeesSchema, label: 'Kindergarten fees' },
  { file: 'kids-strength.json', group: 'tables', schema: kidsStrengthSchema, label: 'Kindergarten students strength' },
  { file: 'school-hours.json', group: 'tables', schema: schoolHoursSchema, label: 'School hours' },
  { file: 'co-scholastic.json', group: 'tables', schema: coScholasticSchema, label: 'Co-scholastic activities' },
  { file: 'visitors.json', group: 'tables', schema: visitorsSchema, label: 'Visitors (guest speakers)' },
  { file: 'sports.json', group: 'tables', schema: sportsSchema, label: 'Sports results and summer camps' },
  { file: 'kinder-activities.json', group: 'tables', schema: kinderActivitiesSchema, label: 'Kindergarten activities (aims and pictures)' },
  { file: 'magazines.json', group: 'publications', schema: magazineManifestSchema, label: 'Magazine editions' },
  { file: 'newsletters.json', group: 'publications', schema: newsletterManifestSchema, label: 'Newsletters' },
]

/** Pages whose front matter carries more than the base fields (pageFrontMatterSchema). */
export const PAGE_SCHEMAS: Record<string, z.core.$ZodType> = {
  cbse: cbseFrontMatterSchema,
  Booklist: booklistFrontMatterSchema,
  headmistress: headmistressFrontMatterSchema,
  'year-planner': yearPlannerFrontMatterSchema,
  contact: formCopySchema,
  career: formCopySchema,
  alumni: formCopySchema,
  tc: formCopySchema,
}

/** Files in data/content/ that are documentation, not content. */
export const IGNORED = new Set(['README.md'])

/**
 * The registry entry for a path under data/content/ ('pages/about.md', 'photos/erp.json'), or
 * undefined for a file nothing reads (the check reports it).
 */
export function contentFileFor(rel: string): ContentFile | undefined {
  const json = JSON_FILES.find((f) => f.file === rel)
  if (json) return json
  const page = /^pages\/([\w-]+)\.md$/.exec(rel)
  if (page) return { file: rel, group: 'pages', schema: PAGE_SCHEMAS[page[1]!] ?? pageFrontMatterSchema, label: page[1]! }
  const photos = /^photos\/([a-z0-9-]+)\.json$/.exec(rel)
  if (photos) return { file: rel, group: 'photos', schema: photoSetSchema, label: photos[1]! }
  return undefined
}
