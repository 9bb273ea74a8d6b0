import { describe, expect, it } from 'vitest'
import {
  apiDate,
  attachments,
  idText,
  isAllowedHref,
  pathSafeId,
  requiredText,
  safeLink,
  schoolSchema,
  stableId,
  text,
} from '#lib/schema/primitives.ts'

describe('text / requiredText', () => {
  it('accepts numbers as strings, trims, and reads null as empty', () => {
    expect(text.parse(42)).toBe('42')
    expect(text.parse('  a b  ')).toBe('a b')
    expect(text.parse(null)).toBe('')
  })
  it('rejects objects and an empty required text', () => {
    expect(text.safeParse({}).success).toBe(false)
    expect(requiredText.safeParse('   ').error?.issues[0]?.message).toBe('is empty')
  })
})

describe('schoolSchema', () => {
  it('accepts Senior, Junior and Both in any case', () => {
    expect(['senior', ' JUNIOR ', 'Both'].map((s) => schoolSchema.parse(s))).toEqual(['Senior', 'Junior', 'Both'])
  })
  it('keeps another school as sent and rejects a missing or empty one', () => {
    expect(schoolSchema.parse(' Middle ')).toBe('Middle')
    expect(schoolSchema.safeParse(undefined).success).toBe(false)
    expect(schoolSchema.safeParse('  ').success).toBe(false)
  })
})

describe('apiDate (spec §3: ISO date, ISO date-time or DD-MM-YYYY)', () => {
  it('emits UTC instants, date-only values meaning midnight in Asia/Kolkata', () => {
    expect(apiDate.parse('2025-03-04')).toBe('2025-03-03T18:30:00.000Z')
    expect(apiDate.parse('04-03-2025')).toBe('2025-03-03T18:30:00.000Z')
    expect(apiDate.parse('2025-03-04T10:15:00Z')).toBe('2025-03-04T10:15:00.000Z')
  })
  it("keeps an unparseable date as it came (shown as 'Invalid Date') and reads null as ''", () => {
    expect(apiDate.parse(' 31-02-2024 ')).toBe('31-02-2024')
    expect(apiDate.parse(null)).toBe('')
  })
  it('rejects a boolean or an object', () => {
    expect(apiDate.safeParse(true).success).toBe(false)
    expect(apiDate.safeParse({}).success).toBe(false)
  })
})

describe('attachments', () => {
  it('reads a bare string as a one-item list and null as an empty list', () => {
    expect(attachments.parse('gallery/a.jpg')).toEqual(['gallery/a.jpg'])
    expect(attachments.parse(null)).toEqual([])
  })
  it('reads objects carrying the path and drops empty entries', () => {
    expect(attachments.parse([{ path: 'a.jpg' }, { url: 'b.jpg' }, { filename: 'c.pdf' }, { src: 'd.png' }, '  '])).toEqual([
      'a.jpg',
      'b.jpg',
      'c.pdf',
      'd.png',
    ])
  })
  it('rejects numbers and objects without a path', () => {
    expect(attachments.safeParse([1]).success).toBe(false)
    expect(attachments.safeParse([{ name: 'x' }]).success).toBe(false)
  })
})

describe('safeLink / isAllowedHref', () => {
  it('keeps http(s), mailto and tel links', () => {
    for (const s of ['https://example.org/x', 'http://a.b', 'mailto:a@b.c', 'tel:+911234567890']) expect(safeLink.parse(s)).toBe(s)
  })
  it('empties javascript:, data: and obfuscated schemes', () => {
    for (const s of ['javascript:alert(1)', 'data:text/html,x', 'java\tscript:x', '//evil.example', 'https:/x'])
      expect(isAllowedHref(s)).toBe(false)
    expect(safeLink.parse('javascript:alert(1)')).toBe('')
  })
})

describe('stableId', () => {
  it('is stable and differs for different parts', () => {
    expect(stableId('a', 'b')).toBe(stableId('a', 'b'))
    expect(stableId('a', 'b')).not.toBe(stableId('ab'))
    expect(stableId('x')).toMatch(/^h[0-9a-f]{8}$/)
  })
})

describe('idText: an id stays one line of plain text', () => {
  it.each([
    ['CR LF and a forged calendar event', 'e1\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:forged'],
    ['a bare LF', 'a\nb'],
    ['a trailing LF (refused, not trimmed away)', 'abc\n'],
    ['a tab', 'a\tb'],
    ['NUL', 'a\u0000b'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['the line separator', 'a\u2028b'],
    ['the paragraph separator', 'a\u2029b'],
  ])('refuses an id holding %s', (_, id) => {
    expect(idText.safeParse(id).error?.issues[0]?.message).toBe('holds a control character or line break')
    expect(pathSafeId.safeParse(id).success).toBe(false)
  })
  it("keeps other text as it came, trimmed: markup, spaces and non-Latin letters are the permalink's to hash", () => {
    expect(idText.parse('  65f1a2b3c4d5e6f708192a3b ')).toBe('65f1a2b3c4d5e6f708192a3b')
    expect(idText.parse('<b>x</b> `y` @user #1')).toBe('<b>x</b> `y` @user #1')
    expect(idText.parse('वार्षिक')).toBe('वार्षिक')
    expect(idText.parse(42)).toBe('42')
  })
})
