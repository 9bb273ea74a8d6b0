// The editor's page (scripts/admin/adminPage.ts): the site's name in its title as the school writes it.
import { decodeHTML } from 'entities'
import { describe, expect, it } from 'vitest'
import { adminHtml } from '#scripts/admin/adminPage.ts'

describe('adminHtml', () => {
  it('names the site in the title as written, escaped so no character of the name becomes markup', () => {
    const html = adminHtml({ siteName: `St. Mary's & "Sacred Heart" <School>`, bundle: 'decap-cms.js' })
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
    expect(title).toBeDefined()
    expect(decodeHTML(title!)).toBe(`Edit the website · St. Mary's & "Sacred Heart" <School>`)
  })
})
