// The web app manifest and the icons it names (docs/decisions/0010-app-basics-no-service-worker.md):
// what a phone needs to add the site to its home screen. Pure; the icons are drawn at build time by
// scripts/vite/appIcons.ts and linked from every page's <head> (renderer/renderDocument.tsx).
import type { Site } from '../content/siteSchema.ts'
import { BRAND } from './crest.ts'

export { BRAND }

export const MANIFEST_PATH = '/manifest.webmanifest'
export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png'

interface IconSpec {
  path: string
  size: number
  purpose: 'any' | 'maskable'
  /** Height of the crest as a share of the square. A maskable icon is cut to as little as the middle
   * 80% circle by some launchers, so its crest stays within it (W3C manifest "icon masks"). */
  scale: number
}

export const ICONS: readonly IconSpec[] = [
  { path: '/icons/icon-192.png', size: 192, purpose: 'any', scale: 0.8 },
  { path: '/icons/icon-512.png', size: 512, purpose: 'any', scale: 0.8 },
  { path: '/icons/maskable-512.png', size: 512, purpose: 'maskable', scale: 0.56 },
  // iOS ignores the manifest's icons and fills a transparent one with black: an opaque 180 px square.
  { path: APPLE_TOUCH_ICON_PATH, size: 180, purpose: 'any', scale: 0.72 },
]

/** The manifest's JSON: what Chromium's install criteria ask for (name, icons of 192 and 512 px, start_url, display). */
export function appManifest(s: Pick<Site, 'name' | 'homeScreenName' | 'description'>) {
  return {
    name: s.name,
    short_name: s.homeScreenName,
    description: s.description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: BRAND.background,
    theme_color: BRAND.primary,
    lang: 'en-IN',
    icons: ICONS.filter((i) => i.path !== APPLE_TOUCH_ICON_PATH).map((i) => ({
      src: i.path,
      sizes: `${i.size}x${i.size}`,
      type: 'image/png',
      purpose: i.purpose,
    })),
  }
}
