// The web app manifest and the icons a phone shows for the site (home screen, tabs, the install
// prompt), made from the crest at build time (lib/brand/crest.ts), so a new crest changes them all.
// Vite plugin: emitted into the client build, served in `npm run dev`. The <head> links them
// (renderer/renderDocument.tsx); why there is no service worker: docs/decisions/0010-app-basics-no-service-worker.md.
import sharp from 'sharp'
import type { Plugin } from 'vite'
import { appManifest, BRAND, ICONS, MANIFEST_PATH } from '#lib/brand/appManifest.ts'
import { crestIconSvg } from '#lib/brand/crest.ts'
import { loadContentJson } from '#lib/content/contentJson.ts'
import { siteSchema } from '#lib/content/siteSchema.ts'

/** Every file: its URL path and bytes (PNGs drawn by sharp from the crest's SVG on the brand's navy). */
export async function appIconFiles(): Promise<{ path: string; type: string; source: Buffer }[]> {
  const icons = await Promise.all(
    ICONS.map(async (i) => ({
      path: i.path,
      type: 'image/png',
      source: await sharp(Buffer.from(crestIconSvg(i.size, { background: BRAND.primary, scale: i.scale })))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    })),
  )
  const manifest = {
    path: MANIFEST_PATH,
    type: 'application/manifest+json',
    // Read from the content folder, not imported from lib/content/site.ts: this module is part of
    // vite.config.ts, whose bundler would take data/content/site.json whatever NCSR_CONTENT_DIR says.
    source: Buffer.from(JSON.stringify(appManifest(loadContentJson('site.json', siteSchema)), null, 2) + '\n'),
  }
  return [...icons, manifest]
}

export function appIcons(): Plugin {
  let files: ReturnType<typeof appIconFiles> | undefined
  const all = () => (files ??= appIconFiles())
  return {
    name: 'ncsr:app-icons',
    applyToEnvironment: (env) => env.name === 'client',
    async generateBundle() {
      for (const f of await all()) this.emitFile({ type: 'asset', fileName: f.path.slice(1), source: f.source })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]
        all()
          .then((list) => {
            const f = list.find((x) => x.path === url)
            if (!f) return next()
            res.setHeader('Content-Type', f.type)
            res.end(f.source)
          })
          .catch(next)
      })
    },
  }
}
