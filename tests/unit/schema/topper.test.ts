import { describe, expect, it } from 'vitest'
import { parseMarks, topperSchema } from '#lib/schema/topper.ts'
import { firstIssue, parseOk } from './helpers.ts'

describe('topperSchema', () => {
  it("accepts class '10'/'XII', division '96.4%' and sessionYear '2024-25'", () => {
    expect(
      parseOk(topperSchema, {
        _id: 't1',
        name: 'Asha',
        class: '10',
        sessionYear: '2024-25',
        stream: '',
        division: '96.4%',
        attachments: 'toppers/asha.jpg',
      }),
    ).toEqual({
      _id: 't1',
      name: 'Asha',
      class: 'X',
      sessionYear: '2024-2025',
      stream: '',
      division: '96.4%',
      marks: 96.4,
      attachments: ['toppers/asha.jpg'],
    })
    expect(parseOk(topperSchema, { name: 'B', class: 'XII', sessionYear: '2025-2026', stream: 'Science', division: 98 })).toMatchObject({
      class: 'XII',
      division: '98',
      marks: 98,
    })
  })
  it("reads 12, 'Class XII', '10th' and 'x' as the classes", () => {
    expect(
      [12, 'Class XII', '10th', 'x'].map((c) => parseOk(topperSchema, { name: 'N', class: c, sessionYear: '2024-2025' }).class),
    ).toEqual(['XII', 'XII', 'X', 'X'])
  })
  it("reads '2024 - 2025', '2024/25' and '1999-00' as sessions", () => {
    expect(
      ['2024 - 2025', '2024/25', '1999-00'].map((s) => parseOk(topperSchema, { name: 'N', class: 'X', sessionYear: s }).sessionYear),
    ).toEqual(['2024-2025', '2024-2025', '1999-2000'])
  })
  it('keeps a division without a number, with marks null', () => {
    expect(parseOk(topperSchema, { name: 'N', class: 'X', sessionYear: '2024-2025', division: 'A1' }).marks).toBeNull()
  })
  it('rejects a missing class, a session like 2024 and a session that ends before it starts', () => {
    expect(firstIssue(topperSchema, { name: 'N', sessionYear: '2024-2025' })).toMatch(/^class:/)
    expect(firstIssue(topperSchema, { name: 'N', class: 'X', sessionYear: '2024' })).toBe('sessionYear: must be a session like 2024-2025')
    expect(firstIssue(topperSchema, { name: 'N', class: 'X', sessionYear: '2025-2024' })).toBe(
      'sessionYear: must end after it starts, like 2024-2025',
    )
    expect(firstIssue(topperSchema, { class: 'X', sessionYear: '2024-2025' })).toBe('name: is empty')
  })
})

describe('parseMarks', () => {
  it("reads '96.4%', ' 96 ' and junk", () => {
    expect([parseMarks('96.4%'), parseMarks(' 96 '), parseMarks('—')]).toEqual([96.4, 96, null])
  })
})
