import { describe, expect, it } from 'vitest'
import { formatNotices, packageDirOf } from '#scripts/vite/thirdPartyNotices.ts'

const MIT = 'MIT License\n\nCopyright (c) Someone\n\nPermission is hereby granted...'

describe('third-party notices', () => {
  it('lists each package once, sorted, with version, licence, source and the full licence text', () => {
    const text = formatNotices([
      { name: 'preact', version: '10.29.8', license: 'MIT', licenseText: MIT, repository: { url: 'https://github.com/preactjs/preact' } },
      { name: '@glidejs/glide', version: '3.7.1', license: 'MIT', licenseText: MIT, homepage: 'https://glidejs.com' },
      { name: 'preact', version: '10.29.8', license: 'MIT', licenseText: MIT },
    ])
    expect(text).toContain('2 packages.')
    expect(text.indexOf('@glidejs/glide 3.7.1')).toBeLessThan(text.indexOf('preact 10.29.8'))
    expect(text.match(/^preact 10\.29\.8$/gm)).toHaveLength(1)
    expect(text).toContain('Source: https://github.com/preactjs/preact')
    expect(text).toContain('Source: https://glidejs.com')
    expect(text.match(/Permission is hereby granted/g)).toHaveLength(2)
  })

  it('points at the standard text of an SPDX licence when the package ships no licence file', () => {
    expect(formatNotices([{ name: 'p', version: '1.0.0', license: 'ISC', licenseText: null }])).toContain(
      'https://spdx.org/licenses/ISC.html',
    )
  })

  it('says so when a package has no licence field or file instead of dropping it', () => {
    const text = formatNotices([{ name: 'odd', version: '1.0.0', license: null, licenseText: null }])
    expect(text).toContain('odd 1.0.0')
    expect(text).toContain('License: UNKNOWN')
    expect(text).toContain('(The package ships no licence file.)')
  })
})

describe('packageDirOf', () => {
  it('finds the package folder of a bundled module, scoped or not, and none for our own code', () => {
    expect(packageDirOf('/r/node_modules/preact/compat/dist/compat.module.js')).toBe('/r/node_modules/preact')
    expect(packageDirOf('/r/node_modules/@glidejs/glide/dist/glide.esm.js?v=1')).toBe('/r/node_modules/@glidejs/glide')
    expect(packageDirOf('/r/node_modules/a/node_modules/b/index.js')).toBe('/r/node_modules/a/node_modules/b')
    expect(packageDirOf('/r/components/lightbox/lightbox.island.ts')).toBeNull()
    expect(packageDirOf('\0vite/preload-helper.js')).toBeNull()
  })
})
