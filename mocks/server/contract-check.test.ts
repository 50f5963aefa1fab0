import { describe, expect, it } from 'vitest'

import { createContractCheck } from './contract-check'

const answer = (status: number, body: unknown, url = '/api/v1/profile/getUserProfileInfo') => ({
  method: 'GET',
  url,
  status,
  contentType: 'application/json',
  body: new TextEncoder().encode(JSON.stringify(body)).buffer,
})

describe('the mock API server’s contract check', () => {
  it('lets answers in the contract through and names each one outside it', () => {
    const check = createContractCheck()
    check.check(answer(401, { message: 'Unauthorized: no access token' }))
    expect(check.violations()).toEqual([])
    check.check(answer(200, { success: { not: 'a profile' } }))
    check.check(answer(418, { message: 'teapot' }))
    check.check(answer(200, {}, '/api/v1/no/such/operation'))
    expect(check.violations()).toHaveLength(3)
    expect(check.violations()[0]).toMatch(
      /^GET \/api\/v1\/profile\/getUserProfileInfo \(getUserProfileInfo\) 200: /,
    )
    expect(check.violations()[1]).toMatch(/status 418 is not declared/)
    expect(check.violations()[2]).toMatch(/no operation of the contract/)
    check.clear()
    expect(check.violations()).toEqual([])
  })
})
