// Spec §2 "Other links": the header menus (senior and kindergarten), the CBSE Disclosure PDFs and
// the footer links, read from data/content/menus.json and data/content/disclosure.json at build time.
import path from 'node:path'
import { z } from 'zod'
import { CONTENT_DIR } from '../config/buildEnv.ts'
import { lastFor, parsedFile } from '../load/fileCache.ts'
import { loadContentJson } from './markdown.ts'
import { ENQUIRY_HASH } from '../forms/autoOpen.ts'
import { hrefSchema } from './hrefSchema.ts'

export const menuLinkSchema = z.object({
  label: z.string().min(1),
  href: hrefSchema,
  /** Opens in a new tab (PDFs, external sites); gets rel="noopener noreferrer". */
  newTab: z.boolean().default(false),
  /** The 'Student Admission' item: the admission dialog script opens the enquiry popup from it. */
  admissionOpen: z.boolean().default(false),
})
export type MenuLink = z.infer<typeof menuLinkSchema>

export const menuItemSchema = z.union([
  z.object({ label: z.string().min(1), children: z.array(menuLinkSchema).min(1) }),
  /** A menu filled from another content file (only "disclosure" for now). */
  z.object({ label: z.string().min(1), childrenFrom: z.literal('disclosure') }),
  menuLinkSchema,
])

export const menusSchema = z.object({
  senior: z.array(menuItemSchema).min(1),
  kindergarten: z.array(menuItemSchema).min(1),
  footer: z.array(z.object({ heading: z.string().min(1), links: z.array(menuLinkSchema) })),
  /** Groups the /sitemap page lists besides the menus (pages no menu links to, such as the listings). */
  sitemap: z.array(z.object({ heading: z.string().min(1), links: z.array(menuLinkSchema).min(1) })).default([]),
  /** The pages the "Page not found" page offers instead. */
  notFound: z.array(menuLinkSchema).default([]),
})

export const disclosureSchema = z.object({
  /** Public folder holding the PDFs, e.g. "/docs/cbse-disclosure/". */
  folder: z.string().regex(/^\/.*\/$/, 'must start and end with "/"'),
  documents: z
    .array(z.object({ label: z.string().min(1), file: z.string().regex(/^[\w.-]+\.pdf$/, 'must be a file name ending in .pdf') }))
    .min(1),
})

/** A resolved navigation entry: a link, or a labelled group of links. */
export type NavEntry = MenuLink | { label: string; children: MenuLink[] }

export interface Menus {
  senior: NavEntry[]
  kindergarten: NavEntry[]
  footer: { heading: string; links: MenuLink[] }[]
  sitemap: { heading: string; links: MenuLink[] }[]
  notFound: MenuLink[]
}

const menusFile = (contentDir: string) => path.join(contentDir, 'menus.json')
const disclosureFile = (contentDir: string) => path.join(contentDir, 'disclosure.json')

/** The CBSE Disclosure documents as menu links (each opens in a new tab). */
export function disclosureLinks(contentDir = CONTENT_DIR): MenuLink[] {
  const d = parsedFile(disclosureFile(contentDir), () => loadContentJson('disclosure.json', disclosureSchema, contentDir))
  return d.documents.map((doc) => ({ label: doc.label, href: d.folder + doc.file, newTab: true, admissionOpen: false }))
}

// The menus are read for every page: parsed once while menus.json and disclosure.json are unchanged,
// resolved once per parse of the two. Invalidated by: either file changing (lib/load/fileCache.ts),
// so `npm run dev` shows an edited menu on the next request; renderer/PageShell.tsx keys its
// rendered headers and footers on the object this returns.
const resolved = lastFor<Menus>()

export function loadMenus(contentDir = CONTENT_DIR): Menus {
  const raw = parsedFile(menusFile(contentDir), () => loadContentJson('menus.json', menusSchema, contentDir))
  const disclosure = parsedFile(disclosureFile(contentDir), () => loadContentJson('disclosure.json', disclosureSchema, contentDir))
  return resolved([raw, disclosure], () => {
    const resolve = (items: z.output<typeof menuItemSchema>[]): NavEntry[] =>
      items.map((item) => ('childrenFrom' in item ? { label: item.label, children: disclosureLinks(contentDir) } : item))
    return {
      senior: resolve(raw.senior),
      kindergarten: resolve(raw.kindergarten),
      footer: raw.footer,
      sitemap: raw.sitemap,
      notFound: raw.notFound,
    }
  })
}

/**
 * Spec §4 (admission popup): the senior menu's 'Student Admission' item opens the enquiry. Exactly
 * one senior item carries `admissionOpen`, and it links to /#admission-enquiry (ENQUIRY_HASH), the
 * address the home page opens the enquiry for; problems as `field: message` (lib/content/check.ts).
 */
export function admissionItemProblems(menus: Pick<z.output<typeof menusSchema>, 'senior'>): string[] {
  const opening = menus.senior.flatMap((item, i) =>
    'children' in item
      ? item.children.flatMap((c, j) => (c.admissionOpen ? [{ at: `senior.${i}.children.${j}`, href: c.href }] : []))
      : 'href' in item && item.admissionOpen
        ? [{ at: `senior.${i}`, href: item.href }]
        : [],
  )
  if (opening.length === 0)
    return ['senior: no item opens the admission enquiry (tick "Opens the admission enquiry form" on the Student Admission item)']
  const problems = opening
    .filter((o) => o.href !== `/${ENQUIRY_HASH}`)
    .map((o) => `${o.at}.href: the item that opens the admission enquiry links to /${ENQUIRY_HASH}`)
  if (opening.length > 1)
    problems.push(
      `senior: ${opening.length} items open the admission enquiry (${opening.map((o) => o.at).join(', ')}); tick it on one only`,
    )
  return problems
}
