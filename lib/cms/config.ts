// The configuration of the editor at /admin (Decap CMS), generated from lib/content/registry.ts:
// one collection per kind of content file, each file's fields from the build's zod schema.
import fs from 'node:fs'
import path from 'node:path'
import { contentFileFor, IGNORED, type ContentGroup } from '../content/registry.ts'
import { parse as parseYaml } from 'yaml'
import { listContentFiles } from '../content/check.ts'
import { splitFrontMatter } from '../content/markdown.ts'
import { fieldsOf, type CmsField } from './fields.ts'
import { CONTENT_DIR } from '../config/buildEnv.ts'

const GROUPS: { group: ContentGroup; name: string; label: string; description: string }[] = [
  {
    group: 'pages',
    name: 'pages',
    label: 'Page text',
    description: 'The words of each information page. The top fields are the heading and summary; "Page text" is the body.',
  },
  {
    group: 'tables',
    name: 'tables',
    label: 'Fees, tables and lists',
    description: 'Fees, strength, school hours, sports results and other tables. Numbers only in number boxes.',
  },
  {
    group: 'menus',
    name: 'menus',
    label: 'Menus',
    description: 'The links in the header and footer menus, and the CBSE Disclosure documents.',
  },
  {
    group: 'site',
    name: 'site',
    label: 'School details and home pages',
    description: 'Name, address, phones, e-mail, social links, the home pages and the admission enquiry choices.',
  },
  {
    group: 'photos',
    name: 'photos',
    label: 'Photo lists',
    description:
      'Captions and order of the photos on each page. Upload a photo with "Choose an image" first, then type its file name (without .jpg) in "Photo file name".',
  },
  {
    group: 'publications',
    name: 'publications',
    label: 'Magazines and newsletters',
    description: 'Titles and years of the magazine editions and newsletters. Page lists are changed by the web team.',
  },
]

export interface BackendConfig {
  name: 'github' | 'test-repo'
  repo?: string
  branch?: string
  /** The origin that signs staff in to GitHub: the site's own (scripts/admin/build.ts githubBackend). */
  base_url?: string
  /** Its path, without the leading slash: `admin/auth` (lib/host/signIn/signIn.ts START_PATH). */
  auth_endpoint?: string
}

export interface CmsFile {
  name: string
  label: string
  file: string
  fields: CmsField[]
  media_folder?: string
  public_folder?: string
}

export function buildCmsConfig(opts: { backend: BackendConfig; contentDir?: string; siteUrl?: string }) {
  const contentDir = opts.contentDir ?? CONTENT_DIR
  const files = listContentFiles(contentDir).filter((rel) => !IGNORED.has(rel))
  const collections = GROUPS.map(({ group, name, label, description }) => {
    const entries: CmsFile[] = []
    for (const rel of files) {
      const entry = contentFileFor(rel)
      // Files the site's policy is built from stay out of the editor: maintainers change them in review.
      if (!entry || entry.group !== group || entry.notInEditor) continue
      const fields = fieldsOf(entry.schema, rel)
      const file: CmsFile = {
        name: path.basename(rel).replace(/\.(json|md)$/, ''),
        label: entry.label,
        file: `data/content/${rel}`,
        fields,
      }
      if (rel.endsWith('.md')) {
        // Listed by the page's heading and address, e.g. "Origin and History (/about)".
        const fm = parseYaml(splitFrontMatter(fs.readFileSync(path.join(contentDir, rel), 'utf8')).yaml || '{}') as {
          title?: unknown
          heading?: unknown
        } | null
        const heading = fm?.title ?? fm?.heading
        file.label = `${typeof heading === 'string' && heading ? heading : file.name} (/${file.name})`
        // Markdown mode by default (scripts/admin/adminPage.ts ADMIN_INIT): rich text rewrites what it cannot show.
        file.fields = [
          ...fields,
          {
            name: 'body',
            label: 'Page text',
            widget: 'markdown',
            modes: ['raw', 'rich_text'],
            hint: 'Headings start with ##, lists with -, **bold**, links look like [text](/about). Leave a blank line between paragraphs. "Rich Text" shows it formatted.',
          },
        ]
      }
      if (group === 'photos') {
        // The folder the build reads photos from (lib/content/photos.ts resolveImage): an upload
        // named like a photo's file name replaces its placeholder.
        const folder = String((JSON.parse(fs.readFileSync(path.join(contentDir, rel), 'utf8')) as { folder?: unknown }).folder ?? '')
        if (/^[a-z0-9][a-z0-9-]*$/.test(folder))
          Object.assign(file, { media_folder: `/public/images/${folder}`, public_folder: `/images/${folder}` })
      }
      entries.push(file)
    }
    return {
      name,
      label,
      description,
      format: group === 'pages' ? 'frontmatter' : 'json',
      ...(group === 'pages' ? { extension: 'md' } : { extension: 'json' }),
      editor: { preview: false },
      files: entries.sort((a, b) => a.label.localeCompare(b.label)),
    }
  }).filter((c) => c.files.length > 0)

  return {
    backend: {
      branch: 'main',
      ...opts.backend,
      commit_messages: {
        create: 'Content: add {{collection}} “{{slug}}”',
        update: 'Content: update {{collection}} “{{slug}}”',
        delete: 'Content: delete {{collection}} “{{slug}}”',
        uploadMedia: 'Content: upload “{{path}}”',
        deleteMedia: 'Content: delete “{{path}}”',
      },
    },
    // Every save opens a pull request (a branch cms/...), never a push to main.
    publish_mode: 'editorial_workflow',
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    ...(opts.siteUrl ? { site_url: opts.siteUrl, display_url: opts.siteUrl } : {}),
    locale: 'en',
    show_preview_links: true,
    collections,
  }
}
export type CmsConfig = ReturnType<typeof buildCmsConfig>
