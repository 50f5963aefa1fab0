import { expect } from 'vitest'

import { api, type ApiAnswer } from '@mocks/testing/api'
import { findOperation, type OperationInfo } from '@mocks/testing/contract'
import type { ErrorResponse } from '@/api/generated/types.gen'

import type { ValidCall } from './inputs'

/** The concrete URL of a call: path parameters filled in (percent-encoded), query appended. */
export function urlOf(
  op: OperationInfo,
  path: Record<string, string | number> = {},
  query: Record<string, string | number> = {},
): string {
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
export async function send(
  op: OperationInfo,
  input: ValidCall,
  sent: Pick<ValidCall, 'token' | 'body'>,
): Promise<ApiAnswer<ErrorResponse>> {
  const url = urlOf(op, input.path, input.query)
  expect(findOperation(op.method, url), `${url} routes to ${op.operationId}`).toBe(op)
  return api(op.method, url, sent)
}
