import { describe, expect, it } from 'vitest'
import {
  bytesToBase64,
  fileProblem,
  FILE_TOO_LARGE,
  INVALID_FILE_TYPE,
  isAllowedFileType,
  MAX_FILE_BYTES,
  toAttachment,
} from '#lib/forms/files.ts'

describe('file checks (spec §5 and §9: .jpg .jpeg .pdf; image/jpeg image/jpg application/pdf)', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', true],
    ['photo.JPG', 'image/jpeg', true],
    ['photo.jpeg', 'image/jpg', true],
    ['cv.pdf', 'application/pdf', true],
    ['cv.PDF', 'application/pdf', true],
    ['photo.png', 'image/png', false],
    ['photo.png', 'image/jpeg', false], // extension wrong
    ['photo.jpg', 'image/png', false], // MIME wrong
    ['cv.pdf', 'image/jpeg', false], // disagree
    ['photo.jpg', 'application/pdf', false],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', false],
    ['noextension', 'image/jpeg', false],
    ['photo.jpg', '', false],
    ['photo.jpg.exe', 'image/jpeg', false],
  ])('%s (%s) allowed: %s', (name, type, ok) => {
    expect(isAllowedFileType({ name, type })).toBe(ok)
  })
  it('gives the spec message for a wrong type and ours for a file over 2 MB', () => {
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 1 })).toBe(INVALID_FILE_TYPE)
    expect(INVALID_FILE_TYPE).toBe('Invalid file type. Only JPG, JPEG, and PDF are allowed.')
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: MAX_FILE_BYTES + 1 })).toBe(FILE_TOO_LARGE)
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: MAX_FILE_BYTES })).toBeUndefined()
    expect(MAX_FILE_BYTES).toBe(2 * 1024 * 1024)
  })
  it('encodes bytes and files as base64 attachments', async () => {
    expect(bytesToBase64(new Uint8Array([0xff, 0xd8, 0xff]))).toBe('/9j/')
    const big = new Uint8Array(100_000).fill(65)
    expect(bytesToBase64(big)).toBe(Buffer.from(big).toString('base64'))
    const file = new File([new Uint8Array([1, 2, 3])], 'cv.pdf', { type: 'application/pdf' })
    expect(await toAttachment(file)).toEqual({ name: 'cv.pdf', type: 'application/pdf', data: 'AQID' })
  })
})
