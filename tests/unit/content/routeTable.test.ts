// The route table read from a pages/ folder as Vike routes it (lib/content/links.ts pageRoutes).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeLinkChecker, pageRoutes } from '#lib/content/links.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'))
const page = (rel: string, route?: string) => {
  fs.mkdirSync(path.join(dir, rel), { recursive: true })
  fs.writeFileSync(path.join(dir, rel, '+Page.tsx'), 'export default () => null\n')
  if (route) fs.writeFileSync(path.join(dir, rel, '+route.ts'), `// why\nexport default '${route}'\n`)
}
page('index')
page('(about)/about')
page('(senior)/SubGallery/index')
page('(senior)/SubGallery/@id')
page('(senior)/events/index')
page('(senior)/events/@id')
page('(senior)/news-item', '/news/@id')
page('_error')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('pageRoutes', () => {
  it('drops (group) folders and index, keeps case, marks @param routes, takes +route.ts strings, and has no error page', () => {
    expect(pageRoutes(dir).map((r) => [r.route, r.parameterised])).toEqual([
      ['/', false],
      ['/SubGallery', false],
      ['/SubGallery/@id', true],
      ['/about', false],
      ['/events', false],
      ['/events/@id', true],
      ['/news/@id', true],
    ])
  })

  it('matches addresses with or without the trailing slash, one segment per parameter', () => {
    const match = (a: string) =>
      pageRoutes(dir)
        .filter((r) => r.pattern.test(a))
        .map((r) => r.route)
    expect(match('/')).toEqual(['/'])
    expect(match('/about/')).toEqual(['/about'])
    expect(match('/SubGallery/abc')).toEqual(['/SubGallery/@id'])
    expect(match('/news/item-1/')).toEqual(['/news/@id'])
    expect(match('/news-item/')).toEqual([])
    expect(match('/SubGallery/a/b/')).toEqual([])
    expect(match('/subgallery/')).toEqual([])
  })

  it('lets content link to a page whose folder name differs from its route', () => {
    const ok = makeLinkChecker({ pagesDir: dir, publicDir: dir })
    expect(ok('/news/item-1')).toBe(true)
    expect(ok('/news-item')).toBe(false)
  })
})
