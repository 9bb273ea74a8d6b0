import { describe, expect, it } from 'vitest'
import { CARD, socialCardSvg, wrapText, type CardFont } from '#lib/brand/socialCard.ts'

/** Every character 10 px wide: lines are easy to reason about. */
const width = (s: string) => s.length * 10

describe('wrapText', () => {
  it('keeps a title that fits on one line whole', () => {
    expect(wrapText('Admission Procedure', width, 300, 3)).toEqual(['Admission Procedure'])
  })

  it('breaks between words, never wider than the line', () => {
    const lines = wrapText('Rules and discipline of the senior school', width, 200, 3)
    expect(lines).toEqual(['Rules and discipline', 'of the senior school'])
    for (const l of lines) expect(width(l)).toBeLessThanOrEqual(200)
  })

  it('ends the third line with an ellipsis when the title needs more, within the width', () => {
    const lines = wrapText('one two three four five six seven eight nine ten eleven twelve', width, 100, 3)
    expect(lines).toHaveLength(3)
    expect(lines[2]!.endsWith('…')).toBe(true)
    expect(width(lines[2]!)).toBeLessThanOrEqual(100)
    expect(lines.slice(0, 2)).toEqual(['one two', 'three four'])
  })

  it('drops trailing punctuation before the ellipsis', () => {
    expect(wrapText('aaaa, bbbb, cccc, dddd', width, 60, 2)).toEqual(['aaaa,', 'bbbb…'])
  })

  it('breaks a word longer than a line between characters', () => {
    expect(wrapText('Supercalifragilistic', width, 80, 3)).toEqual(['Supercal', 'ifragili', 'stic'])
  })

  it('collapses runs of spaces and gives no line for an empty title', () => {
    expect(wrapText('  a   b  ', width, 100, 3)).toEqual(['a b'])
    expect(wrapText('', width, 100, 3)).toEqual([])
  })
})

/** A font that writes each line as a recognisable path, covering Latin letters only. */
const font: CardFont = {
  width: (s, size) => s.length * size * 0.5,
  path: (s, x, y) => `M${x} ${y}[${s}]`,
  covers: (s) => /^[\x20-\x7e]*$/.test(s),
}

describe('socialCardSvg', () => {
  it('is a 1200 x 630 card with the crest, the title over the school name, and no text element', () => {
    const svg = socialCardSvg({ title: 'Admission Procedure', subtitle: 'Nazareth Convent School', font, subtitleFont: font })
    expect(svg).toContain(`width="${CARD.width}" height="${CARD.height}"`)
    expect(svg).toContain('[Admission Procedure]')
    expect(svg).toContain('[Nazareth Convent School]')
    expect(svg.indexOf('[Admission Procedure]')).toBeLessThan(svg.indexOf('[Nazareth Convent School]'))
    expect(svg).toContain('#1b2f5c')
    expect(svg).not.toContain('<text')
  })

  it('shows the school name in the title’s place when a title has characters the font cannot draw', () => {
    const svg = socialCardSvg({ title: 'हिंदी दिवस', subtitle: 'Nazareth School', font, subtitleFont: font })
    expect(svg).not.toContain('हिंदी')
    expect([...svg.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])).toEqual(['Nazareth School'])
  })

  it('wraps a long title to at most three lines', () => {
    const title = 'A very long title about the annual sports day and the prize distribution ceremony of the whole school'
    const svg = socialCardSvg({ title, subtitle: 'School', font, subtitleFont: font })
    const lines = [...svg.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)
    expect(lines.length).toBe(4)
    expect(lines[2]!.endsWith('…')).toBe(true)
  })
})
