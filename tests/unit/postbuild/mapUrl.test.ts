import { describe, expect, it } from 'vitest'
import { mapUrlsIn } from '#scripts/postbuild/mapUrl.ts'

describe('mapUrlsIn (CSP frame-src for the map embed)', () => {
  it('finds http(s) URLs under keys that name a map, at any depth', () => {
    const content = {
      mapEmbedUrl: 'https://www.openstreetmap.org/export/embed.html?x',
      contact: { map: { embedUrl: 'https://maps.example/embed', title: 'Map' } },
      website: 'https://not-a-map.example',
      mapNote: 'not a URL',
    }
    expect(mapUrlsIn(content)).toEqual(['https://www.openstreetmap.org/export/embed.html?x', 'https://maps.example/embed'])
  })
})
