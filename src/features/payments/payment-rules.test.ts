import { describe, expect, it } from 'vitest'

import type { PaymentResult } from '@/api/generated/types.gen'
import { PLANS } from '@/config/plans'

import {
  formatPrice,
  PAYMENT_STATUS,
  resultKind,
  toggleSelection,
  type ResultKind,
} from './payment-rules'

const paid: PaymentResult = {
  status: 'complete',
  payment_status: PAYMENT_STATUS.active,
  planName: 'Prime',
  email: 'priya@example.com',
  paymentId: 'pi_123',
  transactionDate: '2026-11-25T10:00:00.000Z',
  paymentMethod: 'visa **** 4242',
  amount: 200,
  currency: 'usd',
}

describe('resultKind (spec part 2 section 4)', () => {
  it.each<[string, Partial<PaymentResult>, ResultKind]>([
    ['complete + active', {}, 'successful'],
    ['complete + unpaid', { payment_status: 6 }, 'pending'],
    ['complete + incomplete', { payment_status: 1 }, 'failed'],
    ['complete + trialing', { payment_status: 2 }, 'failed'],
    ['complete + past due', { payment_status: 4 }, 'failed'],
    ['complete + canceled', { payment_status: 5 }, 'failed'],
    ['expired + active', { status: 'expired' }, 'failed'],
    ['open + unpaid', { status: 'open', payment_status: 6 }, 'failed'],
    ['no payment id', { paymentId: null }, 'processing'],
    ['empty payment id', { paymentId: '' }, 'processing'],
    ['unknown status', { payment_status: 0 }, 'processing'],
    ['neither e-mail nor date', { email: null, transactionDate: null }, 'processing'],
    ['e-mail without date', { transactionDate: null }, 'successful'],
    ['date without e-mail', { email: null }, 'successful'],
    [
      'failed without e-mail or date',
      { status: 'expired', email: null, transactionDate: null },
      'processing',
    ],
  ])('%s', (_, change, expected) => {
    expect(resultKind({ ...paid, ...change })).toBe(expected)
  })
})

describe('formatPrice', () => {
  it.each([
    [100, '$100'],
    [1100, '$1,100'],
    [2200, '$2,200'],
    [3500, '$3,500'],
    [19.5, '$19.50'],
  ])('%d USD reads %s', (amount, text) => {
    expect(formatPrice(amount)).toBe(text)
  })

  it('formats every plan price of spec section 9', () => {
    expect(
      PLANS.map((plan) => [formatPrice(plan.prices.month), formatPrice(plan.prices.year)]),
    ).toEqual([
      ['$100', '$1,100'],
      ['$200', '$2,200'],
      ['$500', '$3,500'],
    ])
  })
})

describe('toggleSelection', () => {
  it('selects a plan, switches to another, and deselects the selected one', () => {
    expect(toggleSelection(null, 'prime')).toBe('prime')
    expect(toggleSelection('prime', 'elite')).toBe('elite')
    expect(toggleSelection('elite', 'elite')).toBeNull()
  })
})
