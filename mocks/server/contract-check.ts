import { findOperation, validateAnswer } from '../testing/contract'
import type { SentAnswer } from './api-server'

/**
 * Every answer the mock API server sends, checked against openapi/openapi.yaml as the Vitest
 * kit checks its own calls (mocks/testing/contract.ts): the cross-origin suite reads what broke
 * the contract from the control port (GET /violations) and fails on any. The checks run after the
 * answer went out, so they never slow a page down.
 */
export function createContractCheck() {
  let found: string[] = []
  return {
    check(answer: SentAnswer) {
      const path = new URL(answer.url, 'http://api').pathname
      const call = `${answer.method} ${path}`
      const operation = findOperation(answer.method, path)
      if (!operation) {
        found.push(`${call} answered ${answer.status} but is no operation of the contract`)
        return
      }
      const text = new TextDecoder().decode(answer.body)
      let body: unknown = new Uint8Array(answer.body)
      if (/json/i.test(answer.contentType)) {
        try {
          body = text ? JSON.parse(text) : undefined
        } catch {
          found.push(`${call} answered ${answer.status} with a JSON type but no JSON`)
          return
        }
      }
      const problems = validateAnswer(operation, answer.status, body, answer.contentType)
      if (problems.length > 0)
        found.push(`${call} (${operation.operationId}) ${answer.status}: ${problems.join('; ')}`)
    },
    violations: (): readonly string[] => found,
    clear: () => {
      found = []
    },
  }
}
