// The one sanitiser for authored HTML: the Markdown of data/content/ becomes HTML at build time
// (lib/content/markdown.ts), and office staff write it through /admin, so what it may hold is an
// allow-list, applied by sanitize-html (htmlparser2), not by patterns of our own (SECURITY.md,
// "Snapshot → HTML"). Build time only: nothing in the browser imports it.
//
// Allowed: what page copy needs (headings, paragraphs, lists, tables, quotes, links, images that are
// files of the site, figure, details/summary) and frames from the hosts listed in
// data/content/embeds.json. Never: scripts, event-handler attributes, style (attribute or element),
// plug-ins (<object>, <embed>), <base>, <meta>, <link>, forms, inline SVG or MathML, and links or
// sources with any scheme but http(s), mailto and tel (images: none, only site paths).
// sanitizeAuthoredHtml also says what it removed, so `npm run check:content` can name it.
import sanitizeHtml from 'sanitize-html'
import { pageHref } from '../format/url.ts'

export interface SanitizePolicy {
  /** Origins ('https://www.openstreetmap.org') whose pages an <iframe> may show (data/content/embeds.json). */
  frameOrigins: readonly string[]
}

/** One thing the sanitiser removed, in words an editor can act on. */
export interface Removal {
  /** What was in the copy: '<script>', 'onerror attribute of <img>', 'link to javascript:alert(1)'. */
  what: string
  /** Why it is not allowed, and what to do instead. */
  why: string
  /** Text to look for in the Markdown source to find the line (lowercase; tried in order). */
  needles: string[]
}

const TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'cite',
  'q',
  'code',
  'pre',
  'kbd',
  'samp',
  'var',
  'time',
  'address',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
  'details',
  'summary',
  'iframe',
]

/**
 * Attributes every allowed element may carry: none can load or run anything. Not id or name: an
 * element with an id becomes a property of window and document (DOM clobbering), and the site's
 * own scripts should not have to wonder which names page copy has taken.
 */
const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir']

const ATTRIBUTES: Record<string, sanitizeHtml.AllowedAttribute[]> = {
  '*': GLOBAL_ATTRIBUTES,
  a: ['href', 'rel', { name: 'target', values: ['_blank'] }],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', { name: 'loading', values: ['lazy', 'eager'] }, 'decoding'],
  iframe: ['src', 'width', 'height', { name: 'loading', values: ['lazy', 'eager'] }, 'allowfullscreen', 'referrerpolicy'],
  // marked writes align="left|center|right" on the cells of an aligned table column (GFM).
  th: ['align', 'colspan', 'rowspan', 'scope'],
  td: ['align', 'colspan', 'rowspan'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  col: ['span'],
  colgroup: ['span'],
  blockquote: ['cite'],
  q: ['cite'],
  time: ['datetime'],
  details: ['open'],
  abbr: [],
}

/** Elements whose content goes with them: raw text, or markup that is not page copy at all. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'title', 'svg', 'math', 'select']

const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel']

const EXPLAIN = {
  script: 'scripts are not allowed in page copy',
  style: "page copy takes its look from the site's stylesheet",
  plugin: 'plug-in content is not allowed in page copy: link to the file instead',
  form: 'forms are not allowed in page copy; the site has its own forms',
  head: 'page settings are not allowed in page copy',
  graphic: 'inline SVG and MathML are not allowed in page copy: upload an image file instead',
  link: 'a link must be a web address https://…, mailto:, tel: or a site path such as /about',
  image: 'an image must be a file of the site, such as /images/uploads/photo.jpg, uploaded in the editor',
} as const

function tagWhy(name: string, frameOrigins: readonly string[]): string {
  if (name === 'script' || name === 'noscript') return EXPLAIN.script
  if (name === 'style' || name === 'link') return EXPLAIN.style
  if (['object', 'embed', 'applet', 'param'].includes(name)) return EXPLAIN.plugin
  if (['form', 'input', 'button', 'select', 'option', 'textarea', 'label', 'fieldset', 'output'].includes(name)) return EXPLAIN.form
  if (['base', 'meta', 'head', 'html', 'body', 'title'].includes(name)) return EXPLAIN.head
  if (name === 'svg' || name === 'math') return EXPLAIN.graphic
  if (name === 'iframe')
    return `a frame may only show https pages of the sites listed in data/content/embeds.json: ${frameOrigins.join(', ') || 'none yet'}`
  if (name === 'img') return EXPLAIN.image
  return `<${name}> is not allowed in page copy`
}

function attributeRemoval(tag: string, name: string, value: string): Removal {
  const shown = value.length > 60 ? value.slice(0, 59) + '…' : value
  const needles = [value.toLowerCase(), `${name}=`, `${name} =`, `<${tag}`].filter(Boolean)
  if (name.startsWith('on'))
    return { what: `${name} attribute of <${tag}>`, why: 'event handlers are scripts, which are not allowed in page copy', needles }
  if (name === 'style') return { what: `style attribute of <${tag}>`, why: EXPLAIN.style, needles }
  if (name === 'href') return { what: `link to ${JSON.stringify(shown)}`, why: EXPLAIN.link, needles }
  if (name === 'src' || name === 'srcset')
    return { what: `${name} ${JSON.stringify(shown)} of <${tag}>`, why: tag === 'img' ? EXPLAIN.image : EXPLAIN.link, needles }
  if (name === 'cite') return { what: `cite ${JSON.stringify(shown)} of <${tag}>`, why: EXPLAIN.link, needles }
  return { what: `${name} attribute of <${tag}>`, why: `it is not allowed on <${tag}> in page copy`, needles }
}

interface OpenTag {
  name: string
  /** The attributes as written. */
  written: Record<string, string>
  /** The object sanitize-html filters in place (its frame's attribs). */
  kept: Record<string, string>
  /** Removed with its content, or inside an element that was: not reported on its own. */
  silent: boolean
  /** Removed by exclusiveFilter (a frame or image left without a source). */
  excluded?: boolean
}

/**
 * The copy with everything the allow-list does not name removed, and what was removed. Elements
 * that are not allowed lose their tags but keep their text (except DROPPED_WITH_CONTENT); an
 * <iframe> from an unlisted host and an <img> with an unsafe source go whole.
 */
export function sanitizeAuthoredHtml(html: string, policy: SanitizePolicy): { html: string; removed: Removal[] } {
  const hostnames = policy.frameOrigins.map((o) => new URL(o).hostname)
  const tags: OpenTag[] = []
  const open: OpenTag[] = []
  const byAttribs = new Map<object, OpenTag>()
  const out = sanitizeHtml(html, {
    allowedTags: TAGS,
    allowedAttributes: ATTRIBUTES,
    allowedSchemes: LINK_SCHEMES,
    // Images are files of the site (relative paths only); frames are https pages of a listed host.
    allowedSchemesByTag: { img: [], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedIframeHostnames: hostnames,
    allowIframeRelativeUrls: true,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    parseStyleAttributes: false,
    transformTags: {
      // Changed in place: the object is the one onOpenTag saw, so what was removed can be told.
      // A new tab never gets a handle on this page (window.opener) nor its address.
      // An internal page is linked by the address the host answers with 200 (lib/format/url.ts pageHref).
      a: (tagName, attribs) => {
        if (attribs['href'] !== undefined) attribs['href'] = pageHref(attribs['href'])
        if (attribs['target'] === '_blank') attribs['rel'] = 'noopener noreferrer'
        else delete attribs['target']
        return { tagName, attribs }
      },
    },
    // A frame or image whose source was refused would be an empty box: it goes whole.
    exclusiveFilter: (frame) => {
      const gone = (frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs['src']
      if (gone) {
        const t = byAttribs.get(frame.attribs)
        if (t) t.excluded = true
      }
      return gone
    },
    onOpenTag: (name, attribs) => {
      const parent = open.at(-1)
      const allowed = TAGS.includes(name)
      const t: OpenTag = {
        name,
        written: { ...attribs },
        kept: attribs,
        silent: !!parent && (parent.silent || (!TAGS.includes(parent.name) && DROPPED_WITH_CONTENT.includes(parent.name))),
      }
      if (!allowed && !t.silent) t.excluded = true
      tags.push(t)
      open.push(t)
      byAttribs.set(attribs, t)
    },
    onCloseTag: () => void open.pop(),
  })
  const removed: Removal[] = []
  for (const t of tags) {
    if (t.silent) continue
    if (t.excluded) {
      const source = t.written['src']
      const what =
        source !== undefined ? `<${t.name} src=${JSON.stringify(source.length > 60 ? source.slice(0, 59) + '…' : source)}>` : `<${t.name}>`
      removed.push({ what, why: tagWhy(t.name, policy.frameOrigins), needles: [...(source ? [source.toLowerCase()] : []), `<${t.name}`] })
      continue
    }
    for (const [name, value] of Object.entries(t.written)) {
      if (!(name in t.kept)) removed.push(attributeRemoval(t.name, name, value))
    }
  }
  return { html: out, removed }
}
