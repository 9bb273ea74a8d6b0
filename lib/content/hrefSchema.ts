// The addresses hand-edited content links to (menus, tiles, front matter). A page written without its
// trailing slash ("/about") is linked with it, the address the host answers with 200
// (lib/format/url.ts pageHref), so an editor's "/about" never costs a visitor a redirect.
import { z } from 'zod'
import { pageHref } from '../format/url.ts'

/** A path of this site: "/about/", "/docs/x.pdf", "/#admission-enquiry". */
export const internalHrefSchema = z.string().startsWith('/').transform(pageHref)

/** A path of this site, or an absolute http(s) URL. */
export const hrefSchema = z
  .string()
  .regex(/^(\/|https?:\/\/)/, 'must start with "/" or "https://"')
  .transform(pageHref)
