import { beforeEach, describe, expect, it } from 'vitest'

import { seedScenario } from '@mocks/seed'

import { withMockServer } from '../msw'
import { call, validCalls } from './inputs'
import { operations, validateAnswer, type OperationInfo } from './openapi'

withMockServer()

beforeEach(async () => {
  await seedScenario('demo')
})

function urlOf(
  op: OperationInfo,
  path: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
) {
  const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path[name] ?? '')),
  )
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)]),
  ).toString()
  return search ? `${filled}?${search}` : filled
}

describe('the contract', () => {
  it('declares the 55 operations of the spec, each with a valid call here', () => {
    expect(operations).toHaveLength(55)
    expect(operations.map((op) => op.operationId).filter((id) => !validCalls[id])).toEqual([])
  })
})

describe.each(operations)('$method $path ($operationId)', (op) => {
  it('answers a valid call in the contract shape', async () => {
    const input = await validCalls[op.operationId]!()
    const { status, body } = await call(op.method, urlOf(op, input.path, input.query), {
      token: input.token,
      body: input.body,
    })
    expect(status, JSON.stringify(body)).toBeGreaterThanOrEqual(200)
    expect(status, JSON.stringify(body)).toBeLessThan(300)
    expect(validateAnswer(op, status, body)).toEqual([])
  })

  it.runIf(op.secured)(
    'refuses a call without a token with 401 in the contract shape',
    async () => {
      const input = await validCalls[op.operationId]!()
      const { status, body } = await call(op.method, urlOf(op, input.path, input.query), {
        body: input.body,
      })
      expect(status).toBe(401)
      expect(validateAnswer(op, status, body)).toEqual([])
    },
  )

  it.runIf(op.hasBody)('refuses a malformed body with 400 and a message', async () => {
    const input = await validCalls[op.operationId]!()
    const { status, body } = await call(op.method, urlOf(op, input.path, input.query), {
      token: input.token,
      body: { unexpected: ['not', 'valid'] },
    })
    expect(status).toBe(400)
    expect(validateAnswer(op, status, body)).toEqual([])
    expect((body as { message?: string }).message).toMatch(/\S/)
  })
})
