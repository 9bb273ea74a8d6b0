// Steps 2 and 3 of `npm run build` (scripts/build.ts), in a process of their own. Vike's prerender
// keeps every page it wrote, its HTML and pageContext, in globalContext.prerenderContext.output
// until its process ends (https://vike.dev/globalContext#prerendercontext; vikejs/vike#3159): about
// 80 KB a page, 2 GB at 10,000 albums. Ending this process gives that memory back before the
// publish pass reads every page again. Usage: node scripts/build/prerender.ts VITE_OUT_DIR CLIENT_DIR CACHE_DIR
import { getGlobalContext } from 'vike'
import { prerender } from 'vike/api'
import type { ShareAsset } from '#lib/seo/shareImage.ts'
import { makeShareImages } from '../images/shareImages.ts'
import { endOnFailure } from './endOnFailure.ts'
import { stepTimer } from './stepTimer.ts'

/** The part of globalContext.prerenderContext read here (documented, but not in vike's GlobalContextServer type). */
interface PrerenderAccount {
  prerenderContext?: { output: { fileType: 'HTML' | 'JSON'; pageContext: { shareAsset?: ShareAsset } }[] }
}

// Vike's server runtime only logs an uncaught error (scripts/build/endOnFailure.ts): this exits 1.
endOnFailure([])
const [viteOutDir, clientDir, cacheDir] = process.argv.slice(2)
if (!viteOutDir || !clientDir || !cacheDir) throw new Error('usage: node scripts/build/prerender.ts VITE_OUT_DIR CLIENT_DIR CACHE_DIR')
const { took } = stepTimer()

// Step 2. Given the output folder rather than vite.config.ts (https://vike.dev/prerender-programmatic:
// `configFile: false`), the prerender loads none of the other plugins, and adds Vike's own itself.
await prerender({ viteConfig: { configFile: false, root: process.cwd(), plugins: [], build: { outDir: viteOutDir } } })
console.log(`prerender: ${took()}`)

// Step 3: the files the pages' og:image name, as each page's render returned them
// (renderer/+onRenderHtml.tsx sets pageContext.shareAsset; docs/architecture.md "Sharing").
const { prerenderContext } = (await getGlobalContext()) as unknown as PrerenderAccount
if (!prerenderContext) throw new Error("prerender: Vike's prerender wrote no pages")
const assets = prerenderContext.output.filter((o) => o.fileType === 'HTML').map((o) => o.pageContext.shareAsset)
const shared = await makeShareImages({ assets, clientDir, cacheDir })
console.log(
  `share images: ${shared.cards} social cards, ${shared.photos} photo crops (${shared.made} made, the rest from the cache), ${(shared.bytes / 1e6).toFixed(1)} MB in ${took()}`,
)
