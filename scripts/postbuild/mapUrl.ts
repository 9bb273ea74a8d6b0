// The contact page's map embed host for CSP frame-src: any http(s) URL stored under a key that
// names a map in data/content/*.json (e.g. "mapEmbedUrl"), plus a documented default.
import fs from 'node:fs'
import path from 'node:path'

/** Google Maps embeds (https://www.google.com/maps/embed?...) are the default map host. */
export const DEFAULT_MAP_URL = 'https://www.google.com/maps'

export function mapUrlsIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /map/i.test(key) && /^https?:\/\//i.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((v) => mapUrlsIn(v, key))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => mapUrlsIn(v, k))
  return []
}

export function findMapUrls(contentDir: string): string[] {
  if (!fs.existsSync(contentDir)) return []
  return fs
    .readdirSync(contentDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => {
      try {
        return mapUrlsIn(JSON.parse(fs.readFileSync(path.join(contentDir, f), 'utf8')))
      } catch {
        return []
      }
    })
}
