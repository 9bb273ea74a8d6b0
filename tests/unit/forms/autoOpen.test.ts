// What opens by itself on the home page (lib/forms/autoOpen.ts): notifications until this device has
// shown every one on the page, the admission enquiry once a session and never after it was sent.
import { describe, expect, it } from 'vitest'
import { ENQUIRY_HASH, opensEnquiry, opensNotifications, SEEN_CAP, seenIds, withSeen } from '#lib/forms/autoOpen.ts'
import { recall, remember, type MemoryStorage } from '#lib/forms/deviceMemory.ts'

const stored = (ids: unknown) => JSON.stringify(ids)

describe('the notifications open by themselves', () => {
  it('on a first visit, when nothing is stored', () => {
    expect(opensNotifications(['a'], null, '')).toBe(true)
  })
  it('not once every id on the page has been shown, whatever else was seen', () => {
    expect(opensNotifications(['a', 'b'], stored(['b', 'old', 'a']), '')).toBe(false)
  })
  it('again when the page has an id the device has not shown (a new notice)', () => {
    expect(opensNotifications(['new', 'a'], stored(['a']), '')).toBe(true)
  })
  it('never when the page has none', () => {
    expect(opensNotifications([], null, '')).toBe(false)
  })
  it('as on a first visit when the stored value is unreadable or not a list', () => {
    for (const bad of ['', 'not json', '{"a":1}', '"a"', 'null', '42']) expect(opensNotifications(['a'], bad, '')).toBe(true)
  })
  it('not when the visitor came for the admission enquiry (the Student Admission menu item)', () => {
    expect(opensNotifications(['a'], null, ENQUIRY_HASH)).toBe(false)
    expect(opensNotifications(['a'], null, '#other')).toBe(true)
  })
})

describe('the admission enquiry opens by itself', () => {
  it('when it was neither shown this session nor sent from this device', () => {
    expect(opensEnquiry(null, null)).toBe(true)
  })
  it('at most once a session', () => {
    expect(opensEnquiry('1', null)).toBe(false)
  })
  it('never again once it was sent, in any session', () => {
    expect(opensEnquiry(null, '1')).toBe(false)
  })
})

describe('the seen notifications are remembered', () => {
  it('reads only the string ids of a stored list', () => {
    expect(seenIds(stored(['a', 3, null, 'b']))).toEqual(['a', 'b'])
    expect(seenIds(null)).toEqual([])
  })
  it("puts the page's ids first, keeps the older ones after them, once each", () => {
    expect(JSON.parse(withSeen(stored(['x', 'a', 'y']), ['a', 'b', 'a']))).toEqual(['a', 'b', 'x', 'y'])
  })
  it('starts afresh from an unreadable value', () => {
    expect(JSON.parse(withSeen('{', ['a']))).toEqual(['a'])
  })
  it(`keeps at most ${SEEN_CAP}, dropping the oldest, but never an id of the page`, () => {
    const old = Array.from({ length: SEEN_CAP }, (_, i) => `old-${i}`)
    const kept = JSON.parse(withSeen(stored(old), ['new'])) as string[]
    expect(kept).toHaveLength(SEEN_CAP)
    expect(kept[0]).toBe('new')
    expect(kept).not.toContain(`old-${SEEN_CAP - 1}`)
    const many = Array.from({ length: SEEN_CAP + 5 }, (_, i) => `n-${i}`)
    expect(opensNotifications(many, withSeen(stored(old), many), '')).toBe(false)
  })
  it('once remembered, the same page opens nothing; a notice added later opens it again', () => {
    const after = withSeen(null, ['a'])
    expect(opensNotifications(['a'], after, '')).toBe(false)
    expect(opensNotifications(['b', 'a'], after, '')).toBe(true)
  })
})

describe('device memory never throws', () => {
  const refusing: MemoryStorage = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError')
    },
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError')
    },
  }
  it('reads nothing and stores nothing when storage refuses, so both dialogs open as the spec has them', () => {
    expect(() => remember('device', 'k', 'v', refusing)).not.toThrow()
    expect(recall('device', 'k', refusing)).toBeNull()
    expect(opensNotifications(['a'], recall('device', 'k', refusing), '')).toBe(true)
    expect(opensEnquiry(recall('session', 'k', refusing), recall('device', 'k', refusing))).toBe(true)
  })
  it('reads nothing when there is no storage at all', () => {
    expect(recall('session', 'k', null)).toBeNull()
    expect(() => remember('session', 'k', 'v', null)).not.toThrow()
  })
  it('reads back what it stored', () => {
    const map = new Map<string, string>()
    const storage: MemoryStorage = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) }
    remember('device', 'k', 'v', storage)
    expect(recall('device', 'k', storage)).toBe('v')
  })
})
