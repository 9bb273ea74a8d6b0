// sitemap.xml and robots.txt: every built route, absolute on SITE_URL.
import { escapeXml } from '#lib/feeds/atom.ts'

export function absolute(siteUrl: string, route: string): string {
  // Path segments are kept as built (case included); only characters URLs can't hold are encoded.
  return siteUrl.replace(/\/+$/, '') + encodeURI(route)
}

export function buildSitemap(routes: string[], siteUrl: string): string {
  const urls = [...new Set(routes)].sort().map((r) => `  <url><loc>${escapeXml(absolute(siteUrl, r))}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export function buildRobots(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /search?', '', `Sitemap: ${absolute(siteUrl, '/sitemap.xml')}`, ''].join('\n')
}
