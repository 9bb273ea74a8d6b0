// "Go Back" goes back one step only when the visitor came from a page of this site (components/content/goBack.island.ts).
import { describe, expect, it } from 'vitest'
import { sameOrigin } from '#components/content/goBack.island.ts'

describe('sameOrigin', () => {
  const origin = 'https://school.example'
  it('is true for a page of this site', () => expect(sameOrigin('https://school.example/gallery?year=2025', origin)).toBe(true))
  it('is false for another site, no referrer, or an unreadable one', () => {
    expect(sameOrigin('https://elsewhere.example/', origin)).toBe(false)
    expect(sameOrigin('', origin)).toBe(false)
    expect(sameOrigin('not a url', origin)).toBe(false)
  })
})
