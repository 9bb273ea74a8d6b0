import { describe, expect, it } from 'vitest'
import { PAGE_DATA_ID, pageDataScript } from '../../../renderer/pageDataScript.ts'

describe('pageDataScript', () => {
  it('is a JSON data block that hostile text cannot leave, and parses back to the same data', () => {
    const data = { title: '</script><script>alert(1)</script>', note: '<!-- & \u2028 \u2029 >', n: [1, null] }
    const html = pageDataScript(data)
    const body = /^<script id="page-data" type="application\/json">([\s\S]*)<\/script>$/.exec(html)?.[1]
    expect(body).toBeDefined()
    expect(body).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(body!)).toEqual(data)
    expect(PAGE_DATA_ID).toBe('page-data')
  })
  it('a page without data sends null', () => {
    expect(pageDataScript(undefined)).toBe('<script id="page-data" type="application/json">null</script>')
  })
})
