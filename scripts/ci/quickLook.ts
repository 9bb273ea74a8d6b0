// The data lane's look at the pages a change reaches, in a real browser
// (docs/operations.md "The data lane"): each route answers 200, has a heading, mounts its islands,
// logs no console error or script error, requests nothing of its own site that fails, and shows no
// broken image (lazy images are loaded too). Requests to other sites (and to an image CDN's paths on
// this one) are refused, so the look needs no network and is not failed by someone else's server;
// their images are left unchecked.
import { chromium, type Page } from '@playwright/test'

export interface LookResult {
  route: string
  problems: string[]
}

export interface QuickLookOptions {
  /** The served build, http://127.0.0.1:port */
  baseUrl: string
  routes: readonly string[]
  /** Chromium or Chrome: CHROMIUM_PATH, /usr/bin/chromium by default (as playwright.config.ts). */
  executablePath: string
  /** How long a page's load, islands and images may take: 15 s, for a loaded two-core machine. */
  waitMs?: number
  /** Paths the host answers, not the build (an image CDN's, localLinks.ts hostServedPaths): as another site's. */
  hostPaths?: readonly string[]
}

/** Pages open at once: two cores here and on a private repository's runner. */
const AT_ONCE = 2

export async function quickLook(o: QuickLookOptions): Promise<LookResult[]> {
  const origin = new URL(o.baseUrl).origin
  const hostPaths = o.hostPaths ?? []
  const ours = (url: string) => (url.startsWith(origin + '/') || url === origin) && !hostPaths.some((p) => url.startsWith(origin + p))
  const browser = await chromium.launch({
    executablePath: o.executablePath,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    const context = await browser.newContext({ timezoneId: 'Asia/Kolkata', locale: 'en-IN', serviceWorkers: 'block' })
    await context.route(
      (url) => !ours(url.href),
      (route) => route.abort('blockedbyclient'),
    )
    const results: LookResult[] = o.routes.map((route) => ({ route, problems: [] }))
    let next = 0
    const worker = async () => {
      for (let i = next++; i < results.length; i = next++) {
        const page = await context.newPage()
        try {
          results[i]!.problems = await look(page, o.baseUrl + results[i]!.route, ours, o.waitMs ?? 15_000)
        } finally {
          await page.close()
        }
      }
    }
    await Promise.all(Array.from({ length: AT_ONCE }, worker))
    return results
  } finally {
    await browser.close()
  }
}

async function look(page: Page, url: string, ours: (url: string) => boolean, waitMs: number): Promise<string[]> {
  const problems: string[] = []
  const pathOf = (u: string) => u.replace(/^https?:\/\/[^/]+/, '')
  page.on('console', (m) => {
    // A refused outside request logs an error located at that request: not the page's fault.
    if (m.type() === 'error' && (!m.location().url || ours(m.location().url))) problems.push(`console error: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`script error: ${e.message}`))
  page.on('requestfailed', (r) => {
    if (ours(r.url())) problems.push(`${pathOf(r.url())} failed (${r.failure()?.errorText ?? 'no answer'})`)
  })
  page.on('response', (r) => {
    if (ours(r.url()) && r.status() >= 400) problems.push(`${pathOf(r.url())} answered ${r.status()}`)
  })
  const res = await page.goto(url, { waitUntil: 'load', timeout: waitMs }).catch((e: Error) => {
    problems.push(`did not load: ${e.message.split('\n')[0]}`)
    return null
  })
  if (!res) return problems
  if ((await page.locator('h1').count()) === 0) problems.push('no <h1>: the page did not render its content')
  // renderer/mountIslands.ts marks the document once every island of the page is mounted.
  if ((await page.locator('[data-island]').count()) > 0) {
    const mounted = await page
      .locator('html[data-hydrated]')
      .waitFor({ state: 'attached', timeout: waitMs })
      .then(() => true)
      .catch(() => false)
    if (!mounted) problems.push(`its islands were not mounted within ${waitMs / 1000} s`)
  }
  const broken = await page.evaluate(async (waitMs) => {
    const images = [...document.images]
    // Lazy images load only near the screen: ask for all of them, then wait for each to settle.
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager'
    await Promise.all(
      images.map(
        (img) =>
          new Promise<void>((resolve) => {
            if (img.complete) return resolve()
            img.addEventListener('load', () => resolve(), { once: true })
            img.addEventListener('error', () => resolve(), { once: true })
            setTimeout(resolve, waitMs)
          }),
      ),
    )
    return images.filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.currentSrc || img.src)
  }, waitMs)
  for (const src of broken.filter(ours)) problems.push(`broken image: ${pathOf(src)}`)
  return [...new Set(problems)]
}
