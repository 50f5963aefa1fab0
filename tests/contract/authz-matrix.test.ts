import { describe, expect, it } from 'vitest'

import type { Role } from '@/api/generated/types.gen'

import { apiHandlers } from '@mocks/handlers'
import { hasFeature } from '@mocks/handlers/billing/plans'
import { operationDeclaration, type Access } from '@mocks/handlers/http'
import type { DemoAccountKey } from '@mocks/seed/demo-accounts'
import { startMockBackend } from '@mocks/testing/server'

import { authz, ROLES, type AuthKind, type OperationAuthz } from './authz'
import { validCalls, type ValidCall } from './inputs'
import { accessTokenOf, accountUser, expiredTwinOf, temporaryTwinOf } from './principals'
import { send } from './send'

/**
 * The authorization matrix (issue 4): every operation of the contract, called by each kind of
 * caller, answers the status the contract promises through security, x-token, x-roles,
 * x-approved-counsellor and x-plan. A caller the contract allows sends a call made valid for them
 * (their own student, their own pending request...), so a wrong 403 or 404 shows up as well as a
 * missing one.
 */
startMockBackend({ seed: 'demo' })

type Principal =
  | { name: string; kind: 'none' | 'expired' | 'temporary' }
  | { name: string; kind: 'role'; account: DemoAccountKey; role: Role; approved: boolean }

const principals: Principal[] = [
  { name: 'no token', kind: 'none' },
  { name: 'an expired token', kind: 'expired' },
  { name: "the identity provider's temporary token", kind: 'temporary' },
  { name: 'a student', kind: 'role', account: 'student', role: 'student', approved: true },
  {
    name: 'an approved counsellor',
    kind: 'role',
    account: 'counsellor',
    role: 'counsellor',
    approved: true,
  },
  {
    name: 'an unapproved counsellor',
    kind: 'role',
    account: 'pendingCounsellor',
    role: 'counsellor',
    approved: false,
  },
]

/** May this role principal call the operation with its own access token? */
function allows(entry: OperationAuthz, principal: Principal): boolean {
  if (principal.kind !== 'role') return false
  if (entry.auth === 'optional') return true
  if (entry.auth !== 'access' || !entry.roles.includes(principal.role)) return false
  if (!principal.approved && entry.approvedCounsellor) return false
  // x-plan: the caller's own plan decides (the demo Catalyst has Prime; the unapproved one none).
  return !entry.plan || hasFeature(accountUser(principal.account), entry.plan)
}

/** The status the contract promises this caller (see the contract's info description). */
function promisedStatus(entry: OperationAuthz, principal: Principal): number {
  if (entry.auth === 'public') return entry.successStatus
  switch (principal.kind) {
    case 'none':
      return entry.auth === 'optional' ? entry.successStatus : 401
    case 'expired':
      return 401
    case 'temporary':
      return entry.auth === 'temporary' ? entry.successStatus : 401
    case 'role':
      if (entry.auth === 'temporary') return 401
      return allows(entry, principal) ? entry.successStatus : entry.auth === 'access' ? 403 : 401
  }
}

/** The call as this principal sends it: built for them when allowed, else the default call. */
async function callAs(
  entry: OperationAuthz,
  principal: Principal,
): Promise<{ input: ValidCall; token: string | undefined }> {
  const factory = validCalls[entry.op.operationId]
  if (!factory) throw new Error(`no valid call for ${entry.op.operationId} in inputs.ts`)
  if (principal.kind === 'role') {
    const input = await factory(allows(entry, principal) ? principal.account : undefined)
    const own = allows(entry, principal) && entry.auth === 'access' ? input.token : undefined
    return { input, token: own ?? (await accessTokenOf(principal.account)) }
  }
  const input = await factory()
  // Public calls carry no token of their own: a student's stands in to be expired or swapped.
  const base = input.token ?? (await accessTokenOf('student'))
  if (principal.kind === 'none') return { input, token: undefined }
  if (principal.kind === 'expired') return { input, token: expiredTwinOf(base) }
  return { input, token: entry.auth === 'temporary' ? input.token : temporaryTwinOf(base) }
}

describe.each(authz)('$op.method $op.path ($op.operationId)', (entry) => {
  it.each(principals)('answers $name as the contract promises', async (principal) => {
    const { input, token } = await callAs(entry, principal)
    const { status, body } = await send(entry.op, input, { token, body: input.body })
    expect(status, JSON.stringify(body)).toBe(promisedStatus(entry, principal))
  })
})

/** What operation() in code must declare for each way the contract authenticates. */
const ACCESS_OF: Record<AuthKind, Access> = {
  public: 'public',
  optional: 'optional',
  access: 'user',
  temporary: 'temporary',
}

const byKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`

describe('the contract and the handlers agree on who may call what', () => {
  const declared = apiHandlers.map((handler) => operationDeclaration(handler))

  it('every handler is an operation() declaration of a contract operation, once', () => {
    expect(declared.filter((declaration) => !declaration)).toEqual([])
    const keys = declared.map((declaration) => byKey(declaration!.method, declaration!.path))
    expect(keys.toSorted()).toEqual(authz.map(({ op }) => byKey(op.method, op.path)).toSorted())
  })

  it.each(authz)(
    '$op.operationId: code declares the access, x-roles, x-approved-counsellor and x-plan',
    (entry) => {
      const declaration = declared.find(
        (item) => item && byKey(item.method, item.path) === byKey(entry.op.method, entry.op.path),
      )
      // Omitted roles in code mean any signed-in role; the contract lists them.
      const rolesInCode =
        declaration?.access === 'user' ? [...(declaration.roles ?? ROLES)].toSorted() : []
      expect({
        access: declaration?.access,
        roles: rolesInCode,
        approvedCounsellor: declaration?.approvedCounsellor,
        plan: declaration?.plan,
      }).toEqual({
        access: ACCESS_OF[entry.auth],
        roles: entry.roles.toSorted(),
        approvedCounsellor: entry.approvedCounsellor,
        plan: entry.plan,
      })
    },
  )
})

describe('the authorization extensions are well formed', () => {
  it.each(authz)('$op.operationId', (entry) => {
    const { op, auth, roles, extensions } = entry
    // Every signed-in operation names its roles, from the known ones, without repeats; a public
    // or temporary-token one names none.
    expect(roles.length > 0, 'x-roles present exactly on the signed-in calls').toBe(
      auth === 'access',
    )
    expect(roles.every((role) => ROLES.includes(role))).toBe(true)
    expect(new Set(roles).size).toBe(roles.length)
    expect(extensions['x-token'] ?? 'temporary').toBe('temporary')
    // Implications, asserted for every operation: A -> B as (not A or B).
    expect(auth !== 'temporary' || op.secured, 'a temporary-token call is secured').toBe(true)
    expect(extensions['x-approved-counsellor'] ?? true).toBe(true)
    expect(
      !entry.plan || (roles.length === 1 && roles[0] === 'counsellor'),
      "x-plan only on a counsellor's own call: a plan is a Catalyst's",
    ).toBe(true)
    expect(
      !entry.approvedCounsellor || roles.includes('counsellor'),
      'x-approved-counsellor only on a call counsellors may make',
    ).toBe(true)
  })
})

/** Refusals the x-owner rules give with 403 (see the contract's info description). */
const FORBIDDING_OWNER_RULES = new Set([
  'connected',
  'self',
  'own-record',
  'registration',
  'signed-link',
])

describe('each operation declares the answers its authorization can give', () => {
  it.each(authz)('$op.operationId', (entry) => {
    const { op, auth, roles, approvedCounsellor, owner } = entry
    const declares = (status: number) => op.statuses.includes(String(status))
    expect(auth === 'public' || declares(401), '401 for a bad or missing token').toBe(true)
    const refusesSomeone =
      (auth === 'access' && roles.length < ROLES.length) ||
      approvedCounsellor ||
      FORBIDDING_OWNER_RULES.has(owner?.rule ?? '')
    // Both ways: a 403 nobody can get is as misleading as a missing one.
    expect(declares(403), refusesSomeone ? '403 is declared' : 'no 403 can occur').toBe(
      refusesSomeone,
    )
    // A registration token names no record a caller could look up: nothing to be "not found".
    expect(
      !owner || owner.rule === 'registration' || declares(404),
      '404 for an id that names nothing',
    ).toBe(true)
  })
})
