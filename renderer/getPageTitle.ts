// Every <title> names this school (the original's events page named another school: docs/differences.md).
import type { RenderContext } from './renderDocument.tsx'
import { site } from '#lib/content/site.ts'

export function getPageTitle(pageContext: Pick<RenderContext, 'data' | 'config' | 'is404' | 'abortStatusCode'>): string {
  const fromData = (pageContext.data as { title?: unknown } | undefined)?.title
  const title = typeof fromData === 'string' && fromData ? fromData : pageContext.config.title
  const is404 = pageContext.is404 || pageContext.abortStatusCode === 404
  const pageTitle = title ?? (is404 ? 'Page not found' : undefined)
  return pageTitle ? `${pageTitle} | ${site.name}` : `${site.name}, ${site.city}`
}
