// The contact page's map embed host for CSP frame-src: any http(s) URL stored under a key path
// that names a map in data/content/**/*.json (e.g. "mapEmbedUrl", "map": {"embedUrl"}), plus a
// documented default. Iframes in the built pages are found separately (scripts/postbuild/index.ts).
import fs from 'node:fs'
import path from 'node:path'

/** Google Maps embeds (https://www.google.com/maps/embed?...) are the default map host. */
export const DEFAULT_MAP_URL = 'https://www.google.com/maps'

export function mapUrlsIn(value: unknown, keyPath = ''): string[] {
  if (typeof value === 'string') return /map/i.test(keyPath) && /^https?:\/\//i.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((v) => mapUrlsIn(v, keyPath))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => mapUrlsIn(v, `${keyPath}.${k}`))
  return []
}

export function findMapUrls(contentDir: string): string[] {
  if (!fs.existsSync(contentDir)) return []
  return fs.readdirSync(contentDir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(contentDir, entry.name)
    if (entry.isDirectory()) return findMapUrls(full)
    if (!entry.name.endsWith('.json')) return []
    try {
      return mapUrlsIn(JSON.parse(fs.readFileSync(full, 'utf8')))
    } catch {
      return []
    }
  })
}
