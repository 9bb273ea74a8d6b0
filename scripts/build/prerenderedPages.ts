// What the build learns from Vike's prerender besides the files it wrote: each page's render returns
// the file its shared image needs (renderer/+onRenderHtml.tsx sets pageContext.shareAsset), and Vike
// keeps the pageContext of every file it wrote in globalContext.prerenderContext.output
// (https://vike.dev/globalContext#prerendercontext), read here once the prerender is done.
import { getGlobalContext } from 'vike'
import type { ShareAsset } from '#lib/seo/shareImage.ts'

/** The part of globalContext.prerenderContext read here (documented, but not in vike's GlobalContextServer type). */
interface PrerenderAccount {
  prerenderContext?: { output: { fileType: 'HTML' | 'JSON'; pageContext: { shareAsset?: ShareAsset } }[] }
}

/** The files the shared images of the pages Vike prerendered need, one a page (undefined: none). */
export async function prerenderedShareAssets(): Promise<(ShareAsset | undefined)[]> {
  const { prerenderContext } = (await getGlobalContext()) as unknown as PrerenderAccount
  if (!prerenderContext) throw new Error("prerenderedShareAssets: Vike's prerender has not run in this process")
  return prerenderContext.output.filter((o) => o.fileType === 'HTML').map((o) => o.pageContext.shareAsset)
}
