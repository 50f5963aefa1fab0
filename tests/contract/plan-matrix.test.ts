import { describe, expect, it } from 'vitest'

import type { PlanTier } from '@/api/generated/types.gen'
import { planIncludes, planRefusal } from '@/config/plans'

import { db } from '@mocks/db'
import { cancelSubscription } from '@mocks/handlers/billing/billing'
import { giveActivePlan } from '@mocks/testing/factories'
import { startMockBackend } from '@mocks/testing/server'

import { authz } from './authz'
import { validCalls } from './inputs'
import { accountUser } from './principals'
import { send } from './send'

/**
 * The plan matrix (issue 34): every operation the contract marks `x-plan`, called by a Catalyst
 * on each plan, answers as the contract's "Plans" section promises: the success status where the
 * plan includes the feature, else 403 with the words that name the plans including it; after a
 * plan that included it has ended, the words say so. The call is made valid for the Catalyst
 * first (inputs.ts), then the plan is set, so only the plan differs.
 */
startMockBackend({ seed: 'demo' })

const planBound = authz.filter((entry) => entry.plan)

type PlanState = { name: string; tier: PlanTier | null; lapsedFrom?: PlanTier }
const STATES: PlanState[] = [
  { name: 'no plan, ever', tier: null },
  { name: 'Basic', tier: 'basic' },
  { name: 'Prime', tier: 'prime' },
  { name: 'Elite Access', tier: 'elite' },
  { name: 'no plan since Elite Access ended', tier: null, lapsedFrom: 'elite' },
]

/** Leaves the demo Catalyst with exactly this plan history. */
async function arrange(state: PlanState) {
  const catalyst = accountUser('counsellor')
  db.checkouts.deleteRecords(db.checkouts.lookup('user', catalyst.id))
  if (state.lapsedFrom) {
    await giveActivePlan(catalyst, state.lapsedFrom)
    await cancelSubscription(catalyst.id)
  }
  if (state.tier) await giveActivePlan(catalyst, state.tier)
}

describe('the contract marks plan-bound operations', () => {
  it('marks at least the ones built on a plan, each with a known feature', () => {
    expect(planBound.map((entry) => entry.op.operationId)).toContain('updateMyAvailability')
    for (const entry of planBound) expect(entry.roles, entry.op.operationId).toEqual(['counsellor'])
  })
})

describe.each(planBound)('$op.method $op.path ($op.operationId, x-plan $plan)', (entry) => {
  it.each(STATES)('answers a Catalyst with $name as the contract promises', async (state) => {
    const factory = validCalls[entry.op.operationId]!
    const input = await factory('counsellor')
    await arrange(state)
    const { status, body } = await send(entry.op, input, { token: input.token, body: input.body })
    const feature = entry.plan!
    const included = planIncludes(state.tier, feature)
    const refusal = (body as { message?: string } | undefined)?.message
    expect({ status, refusal: included ? undefined : refusal }, JSON.stringify(body)).toEqual({
      status: included ? entry.successStatus : 403,
      refusal: included ? undefined : planRefusal(feature, planIncludes(state.lapsedFrom, feature)),
    })
  })
})
