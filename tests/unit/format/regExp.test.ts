import { describe, expect, it } from 'vitest'
import { escapeRegExp } from '#lib/format/regExp.ts'

describe('escapeRegExp', () => {
  it('makes a pattern that matches the text itself and nothing else', () => {
    const text = 'St. Mary (Sr.) [K-12] a+b*c? ^$ {x} | \\ path/to'
    const re = new RegExp(`^${escapeRegExp(text)}$`)
    expect(re.test(text)).toBe(true)
    expect(re.test(text.replace('.', 'x'))).toBe(false)
  })
})
