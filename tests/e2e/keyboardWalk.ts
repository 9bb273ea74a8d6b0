// The keyboard walks of accessibility.spec.ts (docs/hardening.md; WCAG 2.2 AA 2.1.2 No Keyboard
// Trap, 2.4.7 Focus Visible, 2.4.11 Focus Not Obscured (Minimum), 1.4.11 Non-text Contrast): Tab
// from the top of a page and, at each stop, one measurement in the page of what a sighted keyboard
// user sees there; Shift+Tab back over the same stops; the skip link. Also round an open dialog,
// and through the header with its menus opened.
import type { Page } from '@playwright/test'

/** What one Tab stop is, measured in the page by `focusStop`. */
export interface Stop {
  /** The focused element's number in the page's list of stops (an element keeps its number). */
  id: number
  /**
   * 'element': an element of the page. 'frame': inside an embedded document, which draws its own
   * focus (an <iframe>'s page; or a plugin's, such as a PDF viewer's, seen by the page as <body>).
   * 'left': focus left the page for the browser's own controls (after the last stop). 'lost': on
   * <body> while the page has focus and embeds nothing, so the next Tab starts from nowhere useful.
   */
  kind: 'element' | 'frame' | 'left' | 'lost'
  what: string
  problems: string[]
  /** The skip link of the shell ("Skip to main content", to #main). */
  skipLink: boolean
  /** All of it is in the viewport and nothing covers any of it. */
  whole: boolean
  /** Inside an open <dialog>. */
  inDialog: boolean
  /** A <summary> of a closed <details> (a menu the keyboard can open with Enter). */
  closedSummary: boolean
  /** Which part of the shell it is in ('other': outside all three, such as an open dialog). */
  region: 'header' | 'main' | 'footer' | 'other'
  /** Where it is (its box and the page's scroll), to tell a settled measurement from a moving one. */
  box: string
}

/**
 * Runs in the page (one `page.evaluate` per stop). With `settle`, first waits for the transitions
 * moving the focused element to end (a carousel brings a slide reached by Tab into view), while
 * its carousel says it is moving, and for two frames. The focus indicator the site draws is the
 * outline of styles/base.css `:focus-visible` (a few rules change its colour or offset, none
 * replaces it with a shadow or border), so the rule is: an outline at least 2 px wide, not all
 * clipped away, with 3:1 contrast (WCAG 1.4.11) against the plain colours behind it wherever they
 * can be read; over a photo or a `url()` background no contrast is measured.
 */
async function focusStop(settle: boolean): Promise<Stop> {
  const el = document.activeElement
  const w = window as unknown as { __keyboardStops?: Element[] }
  const known = (w.__keyboardStops ??= [])
  const base = {
    problems: [] as string[],
    skipLink: false,
    whole: false,
    inDialog: false,
    closedSummary: false,
    region: 'other' as const,
    box: '',
  }
  if (!el || el === document.body || el === document.documentElement) {
    if (!document.hasFocus()) return { ...base, id: -1, kind: 'left', what: 'the browser (focus left the page)' }
    if (document.querySelector('iframe')) return { ...base, id: -2, kind: 'frame', what: 'an embedded document' }
    return { ...base, id: -3, kind: 'lost', what: '<body>', problems: ['focus was lost to <body>'] }
  }
  // Focus inside an <iframe>: its document draws the focus; the frame itself must still be in sight.
  const framed = el.tagName === 'IFRAME'
  let id = framed ? -2 : known.indexOf(el)
  if (id < 0 && !framed) id = known.push(el) - 1

  const describe = (e: Element) => {
    const cls = typeof e.className === 'string' && e.className.trim() ? '.' + e.className.trim().split(/\s+/).join('.') : ''
    const name = (e.getAttribute('aria-label') || (e instanceof HTMLElement ? e.innerText : '') || e.getAttribute('title') || '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50)
    const href = e.getAttribute('href')
    return `<${e.tagName.toLowerCase()}${e.id ? '#' + e.id : ''}${cls}>${href ? ` href="${href}"` : ''}${name ? ` "${name}"` : ''}`
  }
  const what = describe(el)
  const inDialog = !!el.closest('dialog[open]')
  const region = el.closest('header.site-header')
    ? 'header'
    : el.closest('main')
      ? 'main'
      : el.closest('footer.site-footer')
        ? 'footer'
        : 'other'
  const closedSummary = el.tagName === 'SUMMARY' && !(el.parentElement as HTMLDetailsElement | null)?.open

  if (settle) {
    const moving = document.getAnimations().filter((a) => {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null
      return a.playState === 'running' && !!target?.contains(el) && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)
    })
    await Promise.all(moving.map((a) => a.finished.catch(() => undefined)))
    // A carousel's move ends with a timer that may start the move to the focused slide
    // (components/carousel/carousel.island.ts): wait while it says it is moving, up to 180 frames.
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    const carousel = el.closest<HTMLElement>('[data-carousel-mounted]')
    for (let n = 0; n < 180 && carousel?.dataset.carouselMoving; n++) await frame()
    await frame()
    await frame()
  }

  const problems: string[] = []
  const vw = document.documentElement.clientWidth
  const vh = document.documentElement.clientHeight
  const r = el.getBoundingClientRect()

  // The visible area: the viewport cut by every ancestor that clips this element's box.
  const clip = { left: 0, top: 0, right: vw, bottom: vh }
  let clipper = ''
  let position = getComputedStyle(el).position
  for (let a = el.parentElement; a && position !== 'fixed'; a = a.parentElement) {
    const s = getComputedStyle(a)
    // An absolutely positioned box escapes the clipping of ancestors that are not its containing block.
    const containing = position !== 'absolute' || s.position !== 'static' || s.transform !== 'none'
    if (containing) {
      const b = a.getBoundingClientRect()
      if (s.overflowX !== 'visible') {
        clip.left = Math.max(clip.left, b.left + parseFloat(s.borderLeftWidth))
        clip.right = Math.min(clip.right, b.right - parseFloat(s.borderRightWidth))
      }
      if (s.overflowY !== 'visible') {
        clip.top = Math.max(clip.top, b.top + parseFloat(s.borderTopWidth))
        clip.bottom = Math.min(clip.bottom, b.bottom - parseFloat(s.borderBottomWidth))
      }
      if ((s.overflowX !== 'visible' || s.overflowY !== 'visible') && !clipper) clipper = describe(a)
      position = s.position
    }
  }
  const inClip = (x: number, y: number) => x >= clip.left && x < clip.right && y >= clip.top && y < clip.bottom

  // WCAG 2.4.11: not entirely hidden. Points of the part of it in the visible area (a tab panel can
  // be taller than the screen): the centre of each line box, the centre and four inner points.
  const cut = (b: DOMRect) => {
    const [left, top] = [Math.max(b.left, clip.left), Math.max(b.top, clip.top)]
    const [right, bottom] = [Math.min(b.right, clip.right), Math.min(b.bottom, clip.bottom)]
    return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null
  }
  const points: [number, number][] = []
  for (const b of [...[...el.getClientRects()].slice(0, 4).map(cut), cut(r)]) {
    if (b) points.push([b.left + b.width / 2, b.top + b.height / 2])
  }
  const seenPart = cut(r)
  if (seenPart)
    for (const fx of [0.25, 0.75])
      for (const fy of [0.25, 0.75]) points.push([seenPart.left + seenPart.width * fx, seenPart.top + seenPart.height * fy])
  const shows = ([x, y]: [number, number]) => {
    if (!inClip(x, y)) return false
    const hit = document.elementFromPoint(x, y)
    return !!hit && (hit === el || el.contains(hit))
  }
  const showing = points.filter(shows).length
  if (r.width < 1 || r.height < 1) problems.push(`has no size (${Math.round(r.width)}×${Math.round(r.height)} px): the focus is invisible`)
  else if (showing === 0) {
    const [cx, cy] = points[0] ?? [-1, -1]
    const hit = inClip(cx, cy) ? document.elementFromPoint(cx, cy) : null
    problems.push(
      hit
        ? `is hidden behind ${describe(hit)}`
        : `is out of sight (box ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)} px; ` +
            `visible area ${Math.round(clip.left)},${Math.round(clip.top)} to ${Math.round(clip.right)},${Math.round(clip.bottom)}` +
            `${clipper ? `, clipped by ${clipper}` : ''})`,
    )
  }
  const whole =
    showing > 0 && showing === points.length && r.left >= clip.left && r.top >= clip.top && r.right <= clip.right && r.bottom <= clip.bottom

  // WCAG 2.4.7 and 1.4.11: the focus indicator.
  type Rgba = [number, number, number, number]
  const parse = (c: string): Rgba | null => {
    const m = /^rgba?\(([^)]*)\)$/.exec(c.trim())
    const p = m?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number)
    return p && p.length >= 3 && p.every((n) => Number.isFinite(n)) ? [p[0]!, p[1]!, p[2]!, p[3] ?? 1] : null
  }
  const over = (top: Rgba, under: Rgba): Rgba => {
    const a = top[3] + under[3] * (1 - top[3])
    const mix = (i: number) => (a ? (top[i]! * top[3] + under[i]! * under[3] * (1 - top[3])) / a : 0)
    return [mix(0), mix(1), mix(2), a]
  }
  const luminance = (c: Rgba) => {
    const f = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2])
  }
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
    return (hi + 0.05) / (lo + 0.05)
  }
  /** The plain colours behind (x, y) (a gradient gives each of its colours), or null over an image. */
  const backgroundsAt = (x: number, y: number): Rgba[] | null => {
    let above: Rgba = [0, 0, 0, 0]
    for (const e of document.elementsFromPoint(x, y)) {
      if (e instanceof SVGElement || /^(IMG|VIDEO|CANVAS|IFRAME|EMBED|OBJECT)$/.test(e.tagName)) return null
      const s = getComputedStyle(e)
      if (s.backgroundImage !== 'none') {
        if (s.backgroundImage.includes('url(')) return null
        const stops = [...s.backgroundImage.matchAll(/rgba?\([^)]*\)/g)].map((m) => parse(m[0]))
        if (stops.some((c) => !c || c[3] < 1)) return null
        return (stops as Rgba[]).map((c) => over(above, c))
      }
      const c = parse(s.backgroundColor)
      if (!c) return null
      if (c[3] > 0) above = over(above, c)
      if (above[3] >= 0.999) return [above]
    }
    return [over(above, [255, 255, 255, 1])]
  }

  const s = getComputedStyle(el)
  const width = parseFloat(s.outlineWidth)
  const colour = parse(s.outlineColor)
  if (framed) {
    // The framed document's own focus indicator is not the page's to draw.
  } else if (s.outlineStyle === 'none' || s.outlineStyle === 'hidden' || !(width >= 2) || !colour || colour[3] === 0) {
    problems.push(`shows no focus indicator (outline: ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor})`)
  } else if (r.width >= 1 && r.height >= 1) {
    // Points on the middle line of the outline's band, three on each side (along the part of the
    // side that is in the visible area, if any).
    const d = parseFloat(s.outlineOffset) + width / 2
    const [left, right, top, bottom] = [r.left - d, r.right + d, r.top - d, r.bottom + d]
    const span = (from: number, to: number, lo: number, hi: number) =>
      Math.max(from, lo) < Math.min(to, hi) ? [Math.max(from, lo), Math.min(to, hi)] : [from, to]
    const [x0, x1] = span(left, right, clip.left, clip.right) as [number, number]
    const [y0, y1] = span(top, bottom, clip.top, clip.bottom) as [number, number]
    const ring: [number, number][] = []
    for (const f of [0.1, 0.5, 0.9]) {
      const x = x0 + (x1 - x0) * f
      const y = y0 + (y1 - y0) * f
      ring.push([x, top], [x, bottom], [left, y], [right, y])
    }
    const seen = ring.filter(([x, y]) => inClip(x, y))
    if (seen.length === 0) problems.push(`has its focus outline clipped away${clipper ? ` by ${clipper}` : ' (off-screen)'}`)
    // Each measured point counts with its worst background; most of the outline must reach 3:1
    // (a point where the ring crosses a neighbouring control, such as the header's Search button
    // beside its box, does not hide the rest of it).
    let worst: { ratio: number; bg: Rgba } | null = null
    let measured = 0
    let low = 0
    for (const [x, y] of seen) {
      const backgrounds = backgroundsAt(x, y)
      if (!backgrounds) continue
      let point: { ratio: number; bg: Rgba } | null = null
      for (const bg of backgrounds) {
        const q = ratio(over(colour, bg), bg)
        if (!point || q < point.ratio) point = { ratio: q, bg }
      }
      measured++
      if (point && point.ratio < 3) low++
      if (point && (!worst || point.ratio < worst.ratio)) worst = point
    }
    if (worst && low * 2 > measured) {
      const rgb = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')})`
      problems.push(
        `has a focus outline of ${rgb(colour)} under 3:1 contrast along most of its length ` +
          `(${low} of ${measured} points; ${worst.ratio.toFixed(2)}:1 against ${rgb(worst.bg)})`,
      )
    }
  }

  const skipLink = el.matches('a.skip-link[href="#main"]') && el.textContent?.trim() === 'Skip to main content'
  const box = [r.left, r.top, r.width, r.height, scrollX, scrollY].map(Math.round).join()
  return { id, kind: framed ? 'frame' : 'element', what, problems, skipLink, whole, inDialog, closedSummary, region, box }
}

interface Installed {
  __keyboardWalk: { stop: typeof focusStop; id: typeof focusedId }
}

/**
 * Readies a browser page for walks. Defines the two measurements in every document it opens:
 * passing the functions to each `page.evaluate` would send and compile their source at every stop,
 * three times the cost of the measurement itself. And stands an empty page in for PDFs: the
 * browser's own PDF viewer in the year planner's frame is not the site's, and headless Chromium
 * loads it at varying times and lets Shift+Tab out of it go to the browser's controls (axe, too,
 * leaves frames out).
 */
export async function prepareWalk(page: Page) {
  await page.addInitScript({ content: `window.__keyboardWalk = { stop: ${focusStop.toString()}, id: ${focusedId.toString()} }` })
  await page.route('**/*.pdf', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>PDF</title>' }))
}

/** Tab, or Shift+Tab. */
const tab = (page: Page, shift = false) => page.keyboard.press(shift ? 'Shift+Tab' : 'Tab')

const measure = (page: Page, settle: boolean) => page.evaluate((s) => (window as unknown as Installed).__keyboardWalk.stop(s), settle)
const focusedNow = (page: Page) => page.evaluate(() => (window as unknown as Installed).__keyboardWalk.id())
const focusById = (page: Page, id: number) =>
  page.evaluate((i) => ((window as unknown as { __keyboardStops: HTMLElement[] }).__keyboardStops[i] as HTMLElement).focus(), id)

/**
 * The stop focus is on now, measured at once; while anything is wrong, measured again after the
 * transitions moving it and two frames, until it passes or two measurements agree (up to 3 s): a
 * carousel may still be bringing the slide into view, or mounting. Focus in or out of an embedded
 * document, or off the page, is read again the same way: it crosses between the browser's processes
 * and may not have landed when the key's event returns.
 */
async function settledStop(page: Page): Promise<Stop> {
  let stop = await measure(page, false)
  const unsure = (s: Stop) => s.problems.length > 0 || s.kind === 'frame' || s.kind === 'left'
  for (const deadline = Date.now() + 3000; unsure(stop) && stop.kind !== 'lost' && Date.now() < deadline;) {
    const again = await measure(page, true)
    const same = again.id === stop.id && again.box === stop.box && again.problems.join() === stop.problems.join()
    stop = again
    if (same) break
  }
  return stop
}

/** The number of the element focus is on, for Shift+Tab: read again like `settledStop` when it is not on the page's own element. */
async function settledId(page: Page): Promise<number> {
  let id = await focusedNow(page)
  for (let i = 0; i < 10 && id < 0; i++) {
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    const again = await focusedNow(page)
    if (again === id) break
    id = again
  }
  return id
}

/** The number of the element focus is on (-1 off the page, -2 in an embedded document), for Shift+Tab. */
function focusedId(): number {
  const el = document.activeElement
  if (!el || el === document.body || el === document.documentElement)
    return document.hasFocus() && document.querySelector('iframe') ? -2 : -1
  if (el.tagName === 'IFRAME') return -2
  const known = (window as unknown as { __keyboardStops?: Element[] }).__keyboardStops ?? []
  const i = known.indexOf(el)
  return i < 0 ? known.push(el) - 1 : i
}

export interface Walk {
  /** Stops measured going forward. */
  stops: number
  /** The walk went round the whole page, back to its first stop. */
  round: boolean
  problems: string[]
}

export interface WalkOptions {
  /** At most this many Tab stops forward. */
  max: number
  /**
   * 'whole': from the skip link through the header, the page and the footer, round to the first
   * stop again, then Shift+Tab all the way back, then Enter on the skip link. 'own': the skip link,
   * Enter on it, then the page's own stops from <main> to the footer's first, then Shift+Tab back
   * over them and on into the header. The shell's header and footer are the same on every page of
   * a section, so a walk of each kind covers them for all its pages.
   */
  mode: 'whole' | 'own'
}

/**
 * Tab from the top of the page (focus must not be in it yet), every stop measured, and Shift+Tab
 * back over the same stops. Problems name the page (`label`), the stop and its element.
 */
export async function walk(page: Page, label: string, { max, mode }: WalkOptions): Promise<Walk> {
  const problems: string[] = []
  const forward: Stop[] = []
  const name = (id: number) => forward.find((s) => s.id === id)?.what ?? (id === -2 ? 'an embedded document' : 'the browser')

  // The skip link: the first stop, wholly in view; Enter on it moves focus to <main id="main">.
  const enterSkipLink = async () => {
    await focusById(page, forward[0]!.id)
    await page.keyboard.press('Enter')
    const target = await page.evaluate(() => {
      const el = document.activeElement
      const r = el?.getBoundingClientRect()
      return { main: el?.tagName === 'MAIN' && el.id === 'main', inView: !!r && r.top < innerHeight && r.bottom > 0 }
    })
    if (!target.main) problems.push(`${label}: Enter on the skip link did not move focus to <main id="main">`)
    else if (!target.inView) problems.push(`${label}: Enter on the skip link focused <main> without scrolling it into view`)
    return target.main
  }
  await tab(page)
  const first = await settledStop(page)
  forward.push(first)
  const at = (n: number, stop: Stop) => `${label}: stop ${n}${mode === 'own' && n > 1 ? ' from the skip link' : ''}, ${stop.what},`
  if (!first.skipLink) problems.push(`${at(1, first)} is the first Tab stop; the skip link "Skip to main content" must be`)
  else if (!first.whole) problems.push(`${at(1, first)} the skip link, is not wholly visible when focused`)
  problems.push(...first.problems.map((p) => `${at(1, first)} ${p}`))
  if (mode === 'own' && !(first.skipLink && (await enterSkipLink()))) return { stops: 1, round: false, problems }

  let end: 'cap' | 'cycle' | 'footer' | 'trap' = 'cap'
  let inFrame = 0
  while (forward.length < max) {
    await tab(page)
    const stop = await settledStop(page)
    const n = forward.length + 1
    if (stop.kind === 'left') {
      // Past the last stop focus goes to the browser's controls; the next Tab brings it back to the first.
      await tab(page)
      const back = await settledStop(page)
      if (back.id !== first.id)
        problems.push(`${label}: after the last stop and the browser's controls, Tab went to ${back.what}, not to the first stop`)
      end = 'cycle'
      break
    }
    if (stop.id === first.id) {
      end = 'cycle'
      break
    }
    // 2.1.2 No Keyboard Trap: focus that comes back to a stop before the end of the page, or stays
    // in an embedded document (the browser's PDF viewer has about a dozen stops of its own).
    if (stop.kind === 'frame' && ++inFrame > 40) {
      problems.push(`${at(n, stop)} focus stayed in an embedded document for 40 Tabs (a keyboard trap)`)
      end = 'trap'
      break
    }
    if (stop.kind !== 'frame') inFrame = 0
    const before = forward.findIndex((s) => s.kind === 'element' && s.id === stop.id)
    if (stop.kind === 'element' && before >= 0) {
      problems.push(`${at(n, stop)} came back to stop ${before + 1} before reaching the end of the page (a keyboard trap)`)
      end = 'trap'
      break
    }
    forward.push(stop)
    problems.push(...stop.problems.map((p) => `${at(n, stop)} ${p}`))
    if (mode === 'own' && stop.region === 'footer') {
      end = 'footer'
      break
    }
  }
  if (end === 'trap') return { stops: forward.length, round: false, problems }

  // Shift+Tab retraces the walk from its last stop. After a full cycle focus is on the first stop,
  // and the way back to the last passes the browser's controls, which headless Chromium crosses in
  // one or two presses: the last stop is focused directly instead.
  // A carousel that mounted on the way (it loads as it comes near) has taken its scrolling row out
  // of the Tab order and added its buttons: the way back is held to the stops still tabbable, in
  // reverse order, and passes the new ones by.
  const tabbable = await page.evaluate(
    (ids) =>
      ids.filter((i) => {
        const el = (window as unknown as { __keyboardStops: HTMLElement[] }).__keyboardStops[i]
        return !!el?.isConnected && el.tabIndex >= 0 && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true })
      }),
    forward.slice(mode === 'own' ? 1 : 0).map((s) => s.id),
  )
  const expected = forward.filter((s) => s.kind === 'element' && tabbable.includes(s.id))
  const last = expected[expected.length - 1]
  if (end === 'cycle' && last) await focusById(page, last.id)
  let current = await settledId(page)
  const back: number[] = tabbable.includes(current) ? [current] : []
  for (let presses = 0; back.length < expected.length && presses < expected.length + 40; presses++) {
    await tab(page, true)
    current = await settledId(page)
    if (tabbable.includes(current)) back.push(current)
  }
  const wanted = expected.map((s) => s.id).reverse()
  const wrong = wanted.findIndex((id, i) => back[i] !== id)
  if (wrong > 0)
    problems.push(
      `${label}: Shift+Tab from ${name(wanted[wrong - 1]!)} went to ${name(back[wrong] ?? current)}, not back to ${name(wanted[wrong]!)}`,
    )
  if (mode === 'own' && wrong < 0 && expected.length > 0) {
    // From the page's first stop, Shift+Tab goes on into the header.
    await tab(page, true)
    const before = await settledStop(page)
    if (before.region !== 'header')
      problems.push(`${label}: Shift+Tab from ${name(wanted[wanted.length - 1]!)} went to ${before.what}, not into the header`)
  }
  if (mode === 'whole' && first.skipLink) await enterSkipLink()
  return { stops: forward.length, round: end === 'cycle', problems }
}

/**
 * Inside an open modal dialog: from the control focused when it opened, Tab goes round its controls
 * and back to that one without leaving it, each stop measured like the page walk's; then Shift+Tab
 * goes round the other way.
 */
export async function walkDialog(page: Page, label: string, max = 30): Promise<Walk> {
  const problems: string[] = []
  const ring: Stop[] = [await settledStop(page)]
  if (!ring[0]!.inDialog)
    return { stops: 0, round: false, problems: [`${label}: focus is on ${ring[0]!.what}, not inside the open dialog`] }
  problems.push(...ring[0]!.problems.map((p) => `${label}: ${ring[0]!.what} ${p}`))
  let round = false
  for (let n = 0; n < max && !round; n++) {
    await tab(page)
    const stop = await settledStop(page)
    if (!stop.inDialog || stop.kind !== 'element') {
      problems.push(`${label}: Tab from ${ring[ring.length - 1]!.what} left the dialog for ${stop.what}`)
      return { stops: ring.length, round: false, problems }
    }
    round = stop.id === ring[0]!.id
    if (!round) {
      ring.push(stop)
      problems.push(...stop.problems.map((p) => `${label}: ${stop.what} ${p}`))
    }
  }
  if (!round) problems.push(`${label}: Tab did not come back to ${ring[0]!.what} within ${max} stops`)
  const wanted = [...ring.slice(1).reverse(), ring[0]!].map((s) => s.id)
  for (let i = 0; i < wanted.length; i++) {
    await tab(page, true)
    const id = await focusedNow(page)
    if (id !== wanted[i]) {
      const from = i === 0 ? ring[0]! : ring.find((s) => s.id === wanted[i - 1])!
      const to = ring.find((s) => s.id === id)?.what ?? 'outside the dialog'
      problems.push(`${label}: Shift+Tab from ${from.what} went to ${to}, not to ${ring.find((s) => s.id === wanted[i])!.what}`)
      break
    }
  }
  return { stops: ring.length, round, problems }
}

/**
 * The header with its menus open: Tab from the top, Enter on each closed menu (the <details>
 * disclosures of the navigation, and the Menu button on a phone) as the walk reaches it, every
 * stop measured, until focus leaves the header; the first stop after it is measured too, since a
 * menu left open may cover it.
 */
export async function walkMenus(page: Page, label: string, max = 200): Promise<Walk> {
  const problems: string[] = []
  let opened = 0
  for (let n = 0; n < max; n++) {
    await tab(page)
    let stop = await settledStop(page)
    if (stop.closedSummary && stop.region === 'header') {
      await page.keyboard.press('Enter')
      opened++
      stop = await settledStop(page)
    }
    problems.push(...stop.problems.map((p) => `${label}: stop ${n + 1}, ${stop.what}, ${p}`))
    if (stop.region !== 'header' && !stop.skipLink) {
      if (opened === 0) problems.push(`${label}: the walk opened no menu`)
      return { stops: n + 1, round: false, problems }
    }
  }
  problems.push(`${label}: focus did not leave the header within ${max} stops`)
  return { stops: max, round: false, problems }
}
