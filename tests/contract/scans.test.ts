import { Collection } from '@msw/data'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { db } from '@mocks/db'
import { handlers } from '@mocks/handlers'
import { operationDeclaration } from '@mocks/handlers/http'
import { operations, type OperationInfo } from '@mocks/testing/contract'
import { startMockBackend } from '@mocks/testing/server'

import { validCalls } from './inputs'
import { send } from './send'

/**
 * Reads in proportion to the answer, not the tables (issue 25): no call reads a table that grows
 * with the scenario from end to end. Every operation is called once as its default caller, and
 * every GET also as the demo Catalyst and the demo student, on the large scenario (5,000
 * students, 54,000 chat messages); while the call runs, any findMany, findFirst (a query runs
 * over the whole table) or all() of those tables is counted. The handlers find records with
 * get, lookup, countOf and newestOf, and change them with updateRecords and deleteRecords.
 * Timing is the bench's business (npm run bench:mock); this counts.
 */
startMockBackend({ seed: false })

const bigTables = new Map<object, string>(
  (
    [
      'users',
      'connections',
      'chatMessages',
      'tokens',
      'throttle',
      'notes',
      'pathwayAssignments',
      'applications',
      'mails',
      'otps',
    ] as const
  ).map((name) => [db[name], name]),
)

const scans: string[] = []
let counting = false
const METHODS = ['findMany', 'findFirst', 'all'] as const
type Method = (...args: unknown[]) => unknown
// Read as property values: they are called back with each collection as `this`.
const originals = Object.fromEntries(
  METHODS.map((method) => [
    method,
    Object.getOwnPropertyDescriptor(Collection.prototype, method)?.value as Method,
  ]),
) as Record<(typeof METHODS)[number], Method>

beforeAll(async () => {
  const { seedScenario } = await import('@mocks/seed')
  await seedScenario('large')
  for (const method of METHODS) {
    const original = originals[method]
    Object.defineProperty(Collection.prototype, method, {
      configurable: true,
      writable: true,
      value: function (this: object, ...args: unknown[]) {
        const table = bigTables.get(this)
        // findFirst() without a query reads one record; all() is a scan wherever it is called.
        const scan = method === 'all' || args[0] !== undefined
        if (counting && table && scan) scans.push(`${table}.${method}`)
        return original.apply(this, args)
      },
    })
  }
}, 60_000)

afterAll(() => {
  for (const [method, original] of Object.entries(originals))
    Object.defineProperty(Collection.prototype, method, {
      configurable: true,
      writable: true,
      value: original,
    })
})

const declarations = handlers.flatMap((handler) => operationDeclaration(handler) ?? [])

/** The default caller, and for a GET the demo accounts its roles let in. */
function callers(op: OperationInfo): Array<'counsellor' | 'student' | undefined> {
  if (op.method !== 'get') return [undefined]
  const roles = declarations.find(
    (declaration) => declaration.method === op.method && declaration.path === op.path,
  )?.roles
  return [
    undefined,
    ...(['counsellor', 'student'] as const).filter((as) => !roles || roles.includes(as)),
  ]
}

describe.each(operations)('$method $path ($operationId)', (op) => {
  it.each(callers(op))('scans no growing table, called as %s', async (as) => {
    const make = validCalls[op.operationId]
    if (!make) throw new Error(`no valid call for ${op.operationId}`)
    const input = await make(as)
    scans.length = 0
    counting = true
    try {
      await send(op, input, { token: input.token, body: input.body })
    } finally {
      counting = false
    }
    expect(scans).toEqual([])
  })
})
