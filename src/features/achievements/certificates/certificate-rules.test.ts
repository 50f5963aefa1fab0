import { describe, expect, it } from 'vitest'

import { linkedInAddToProfileUrl, verificationPath } from './certificate-rules'

describe('certificate links', () => {
  it("builds LinkedIn's Add to profile link from its documented parameters", () => {
    const url = new URL(
      linkedInAddToProfileUrl(
        { id: 'a1', name: 'Guidance & Care', award_date: '2026-11-17T10:00:00.000Z' },
        'https://app.example/verification/certificate/a1/u1/Meera',
      ),
    )
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Guidance & Care',
      organizationName: 'Catalyst',
      certUrl: 'https://app.example/verification/certificate/a1/u1/Meera',
      certId: 'a1',
      issueYear: '2026',
      issueMonth: '11',
    })
    const undated = new URL(linkedInAddToProfileUrl({ id: 'a', name: 'n', award_date: 'x' }, 'u'))
    expect(undated.searchParams.has('issueYear')).toBe(false)
  })

  it('encodes every part of the public verification address', () => {
    expect(verificationPath('a/1', 'u 1', ' Łukasz ')).toBe(
      '/verification/certificate/a%2F1/u%201/%C5%81ukasz',
    )
  })
})
