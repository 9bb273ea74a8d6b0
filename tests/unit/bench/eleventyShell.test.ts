import { describe, expect, it } from 'vitest'
import { shellOf, slotted } from '#scripts/bench/eleventyShell.ts'

describe('the Eleventy baseline taking its shell from one of our pages', () => {
  it('makes each of the sample page values a slot, wherever it appears', () => {
    expect(slotted('<title>Sports Day</title><link href="/news/n1/">Sports Day', { title: 'Sports Day', id: 'n1' })).toEqual([
      '<title>',
      { slot: 'title' },
      '</title><link href="/news/',
      { slot: 'id' },
      '/">',
      { slot: 'title' },
    ])
  })

  it('takes the longest value first, so a title holding an id stays one slot', () => {
    expect(slotted('[Album a1]', { id: 'a1', title: 'Album a1' })).toEqual(['[', { slot: 'title' }, ']'])
  })

  it('makes no slot of an empty value or of characters special in a pattern', () => {
    expect(slotted('a (b)', { empty: '', paren: '(b)' })).toEqual(['a ', { slot: 'paren' }])
  })

  it('cuts the page around its content, from the page root to the end of main', () => {
    const page = '<head><title>T</title></head><main><div id="page-root">content</div></main><footer>T</footer>'
    expect(shellOf(page, { title: 'T' })).toEqual({
      before: ['<head><title>', { slot: 'title' }, '</title></head><main>'],
      after: ['</main><footer>', { slot: 'title' }, '</footer>'],
    })
    expect(() => shellOf('<main></main>', {})).toThrow(/no page root/)
  })
})
