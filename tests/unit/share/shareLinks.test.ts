import { describe, expect, it } from 'vitest'
import { emailShareUrl, whatsappShareUrl } from '#lib/share/shareLinks.ts'

const target = { title: 'Sports Day & prize giving: 20% more races?', url: 'https://school.example.org/events/e1/' }

describe('whatsappShareUrl', () => {
  it('prefills the title and the address on two lines, encoded so & ? # stay text', () => {
    const u = new URL(whatsappShareUrl(target))
    expect(u.origin + u.pathname).toBe('https://wa.me/')
    expect([...u.searchParams.keys()]).toEqual(['text'])
    expect(u.searchParams.get('text')).toBe(`${target.title}\n${target.url}`)
  })
})

describe('emailShareUrl', () => {
  it('writes the title as subject and the address in the body, spaces as %20 (RFC 6068), not +', () => {
    const href = emailShareUrl(target)
    expect(href).toMatch(/^mailto:\?subject=Sports%20Day%20%26%20prize/)
    expect(href).not.toContain('+')
    const body = decodeURIComponent(href.slice(href.indexOf('&body=') + 6))
    expect(body).toBe(`${target.title}\n\n${target.url}`)
  })
})
