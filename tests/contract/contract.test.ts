import { describe, expect, it } from 'vitest'

import { operations } from '@mocks/testing/contract'
import { startMockBackend } from '@mocks/testing/server'

import { validCalls } from './inputs'
import { send } from './send'

startMockBackend({ seed: 'demo' })

describe('the contract', () => {
  it('declares the 55 operations of the spec, our activity log, file uploads, plans, sessions, webinars, the account manager and teams, each with a valid call here', () => {
    expect(operations).toHaveLength(103)
    expect(operations.map((op) => op.operationId).filter((id) => !validCalls[id])).toEqual([])
  })
})

describe.each(operations)('$method $path ($operationId)', (op) => {
  it('answers a valid call in the contract shape', async () => {
    const input = await validCalls[op.operationId]!()
    const { status, body } = await send(op, input, { token: input.token, body: input.body })
    expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(200)
    expect(status, JSON.stringify(body)).toBeLessThan(300)
  })

  it.runIf(op.secured)(
    'refuses a call without a token with 401 in the contract shape',
    async () => {
      const input = await validCalls[op.operationId]!()
      const { status } = await send(op, input, { body: input.body })
      expect(status).toBe(401)
    },
  )

  it.runIf(op.hasBody)('refuses a malformed body with 400 and a message', async () => {
    const input = await validCalls[op.operationId]!()
    const { status, body } = await send(op, input, {
      token: input.token,
      body: { unexpected: ['not', 'valid'] },
    })
    expect(status).toBe(400)
    expect(body.message).toMatch(/\S/)
  })
})
