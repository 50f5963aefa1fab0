import { describe, expect, it } from 'vitest'

import { isSafeLink } from './safe-link'

describe('isSafeLink', () => {
  it.each([
    ['https://files.example.org/kyc/passport.pdf', true],
    ['http://localhost:5173/api/v1/files/file-1/content?signature=x', true],
    ['javascript:alert(1)', false],
    [' JaVaScRiPt:alert(1)', false],
    ['data:text/html;base64,PHNjcmlwdD4=', false],
    ['/relative/path', false],
    ['', false],
    [null, false],
  ])('%s -> %s', (value, expected) => {
    expect(isSafeLink(value)).toBe(expected)
  })
})
