import { describe, expect, it } from 'vitest'
import { adoptEarlyInput } from '#lib/forms/earlyInput.ts'

describe('adoptEarlyInput', () => {
  const empty = { name: '', admission: '' }

  it('takes in text typed before hydration', () => {
    const dom: Record<string, string> = { name: 'Asha Rao', admission: 'A-12' }
    expect(adoptEarlyInput(empty, (n) => dom[n])).toEqual({ name: 'Asha Rao', admission: 'A-12' })
  })

  it('returns the same object when nothing was typed (no re-render)', () => {
    expect(adoptEarlyInput(empty, () => '')).toBe(empty)
    expect(adoptEarlyInput(empty, () => undefined)).toBe(empty)
  })

  it('never blanks a value the state already has, and leaves the input object alone', () => {
    const current = { name: 'Restored draft', admission: '' }
    const next = adoptEarlyInput(current, (n) => (n === 'admission' ? 'A-7' : ''))
    expect(next).toEqual({ name: 'Restored draft', admission: 'A-7' })
    expect(current).toEqual({ name: 'Restored draft', admission: '' })
  })

  it('skips fields that are not text (lists, files)', () => {
    const current = { name: '', rows: [{ school: '' }] }
    expect(adoptEarlyInput(current, () => 'typed')).toEqual({ name: 'typed', rows: [{ school: '' }] })
  })
})
