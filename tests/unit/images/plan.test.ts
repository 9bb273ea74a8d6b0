// Which sources the image step settles at once and which it queues (scripts/images/plan.ts), with the
// file system and the CDN given as plain functions.
import { describe, expect, it } from 'vitest'
import { emptyIndex, type CacheIndex, type KnownImage } from '#scripts/images/cacheIndex.ts'
import { LEAD_TRANSFORM } from '#scripts/images/makeVariants.ts'
import { MISSING, planImages, variantKind, type PlanContext } from '#scripts/images/plan.ts'

const api = (name: string) => `https://api.example/api/image/${name}`
const local: KnownImage = { ok: true, width: 800, height: 600, widths: [400, 800], crops: [336, 672], key: '0123456789abcdef' }
const lead: KnownImage = { ...local, key: 'aaaaaaaaaaaaaaaa', avif: [400, 640, 800] }
const viaCdn: KnownImage = { ok: true, width: 800, height: 600, widths: [400, 800], cdn: true }

function context(over: Partial<PlanContext> = {}, index: CacheIndex = emptyIndex()): PlanContext {
  return {
    index,
    roles: { pages: new Set(), leads: new Set() },
    viaCdn: () => false,
    localFile: (url) => (url.startsWith('/images/') ? `/site/public${url}` : null),
    hasVariants: () => true,
    ...over,
  }
}

describe('the plan', () => {
  it('settles what the index knows and what has nothing to read, and queues the rest, each in the order of the sources', () => {
    const index: CacheIndex = { photos: new Map([[api('known.jpg'), local]]), pages: new Map() }
    const plan = planImages([api('new.jpg'), '/api-image/gone.jpg', api('known.jpg'), '/images/campus/hall.jpg'], context({}, index))
    expect(plan.settled).toEqual([
      { url: '/api-image/gone.jpg', fault: MISSING, fetched: false },
      { url: api('known.jpg'), entry: local, via: 'index', fetched: false },
    ])
    expect(plan.jobs).toEqual([
      { url: api('new.jpg'), work: 'download' },
      { url: '/images/campus/hall.jpg', work: 'local', file: '/site/public/images/campus/hall.jpg' },
    ])
  })

  it('does not trust the index for a file of public/ (edited in place), nor for an entry whose variants folder went', () => {
    const index: CacheIndex = {
      photos: new Map([
        ['/images/campus/hall.jpg', local],
        [api('pruned.jpg'), local],
      ]),
      pages: new Map(),
    }
    const plan = planImages(['/images/campus/hall.jpg', api('pruned.jpg')], context({ hasVariants: () => false }, index))
    expect(plan.settled).toEqual([])
    expect(plan.jobs.map((j) => j.work)).toEqual(['local', 'download'])
  })

  it('queues an image that became a lead image, or stopped being one: its kind, so its key, changed', () => {
    const index: CacheIndex = {
      photos: new Map([
        [api('now-lead.jpg'), local],
        [api('no-longer.jpg'), lead],
      ]),
      pages: new Map(),
    }
    const roles = { pages: new Set<string>(), leads: new Set([api('now-lead.jpg')]) }
    expect(planImages([api('now-lead.jpg'), api('no-longer.jpg')], context({ roles }, index)).jobs).toHaveLength(2)
  })

  it('looks a magazine page up among the pages, a photo among the photos', () => {
    const index: CacheIndex = { photos: new Map(), pages: new Map([[api('p1.jpg'), local]]) }
    expect(planImages([api('p1.jpg')], context({}, index)).jobs).toHaveLength(1)
    const roles = { pages: new Set([api('p1.jpg')]), leads: new Set<string>() }
    expect(planImages([api('p1.jpg')], context({ roles }, index)).settled).toHaveLength(1)
  })

  it('in image-CDN mode, takes only a CDN entry from the index and queues a size for the rest', () => {
    const index: CacheIndex = {
      photos: new Map<string, KnownImage>([
        [api('sized.jpg'), viaCdn],
        [api('local.jpg'), local],
      ]),
      pages: new Map(),
    }
    const plan = planImages(
      [api('sized.jpg'), api('local.jpg'), '/images/campus/hall.jpg'],
      context({ viaCdn: (u) => u.startsWith('https://') }, index),
    )
    expect(plan.settled).toEqual([{ url: api('sized.jpg'), entry: viaCdn, via: 'index', fetched: false }])
    expect(plan.jobs).toEqual([
      { url: api('local.jpg'), work: 'size' },
      { url: '/images/campus/hall.jpg', work: 'local', file: '/site/public/images/campus/hall.jpg' },
    ])
  })

  it('lists the variants folders only when an index entry needs them', () => {
    let asked = 0
    const hasVariants = () => (asked++, true)
    planImages([api('new.jpg'), '/images/campus/hall.jpg'], context({ hasVariants }))
    expect(asked).toBe(0)
  })
})

describe('variantKind', () => {
  const roles = { pages: new Set([api('p1.jpg')]), leads: new Set([api('news.jpg')]) }

  it('gives photos crops, lead images the whole image in AVIF too, magazine pages neither', () => {
    expect(variantKind(api('album.jpg'), roles)).toEqual({ crops: true, avif: false, tag: '+crops' })
    expect(variantKind(api('news.jpg'), roles)).toEqual({ crops: true, avif: true, tag: `+crops+${LEAD_TRANSFORM}` })
    expect(variantKind(api('p1.jpg'), roles)).toEqual({ crops: false, avif: false, tag: '' })
  })
})
