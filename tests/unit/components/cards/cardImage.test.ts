import { describe, expect, it } from 'vitest'
import { cardLoad, imageCardLoads } from '#components/cards/CardImage.tsx'

describe('how listing cards load their images', () => {
  it('the first card loads at once with high priority, the others lazily', () => {
    expect([0, 1, 2, 3, 4, 9].map(cardLoad)).toEqual(['first', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy'])
  })

  it('counts only cards that show an image: a photo-less first card leaves high priority to the first photo', () => {
    expect(imageCardLoads([false, true, false, true, true])).toEqual(['lazy', 'first', 'lazy', 'lazy', 'lazy'])
    expect(imageCardLoads([true, true])).toEqual(['first', 'lazy'])
    expect(imageCardLoads([false, false])).toEqual(['lazy', 'lazy'])
    expect(imageCardLoads([])).toEqual([])
  })
})
