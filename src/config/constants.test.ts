import { describe, expect, it } from 'vitest'

import { zTimeZone } from '@/api/generated/zod.gen'

import { TIME_ZONES } from './constants'

describe('TIME_ZONES', () => {
  it("are the contract's TimeZone values, in its order", () => {
    expect(TIME_ZONES).toEqual(zTimeZone.options)
  })
})
