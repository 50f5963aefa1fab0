import { describe, expect, it } from 'vitest'

import { api } from '@mocks/testing/api'
import { findOperation, operations, type OperationInfo } from '@mocks/testing/contract'
import { startMockBackend } from '@mocks/testing/server'

import { validCalls, type ValidCall } from './inputs'

startMockBackend({ seed: 'demo' })

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

/**
 * Sends the operation's call; `api` fails the test unless the answer, whatever its status, is one
 * the contract declares for this operation (checked here to be the one the URL routes to).
 */
async function send(op: OperationInfo, input: ValidCall, sent: Pick<ValidCall, 'token' | 'body'>) {
  const url = urlOf(op, input.path, input.query)
  expect(findOperation(op.method, url), `${url} routes to ${op.operationId}`).toBe(op)
  return api(op.method, url, sent)
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
