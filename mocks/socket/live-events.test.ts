import { describe, expect, it } from 'vitest'

import { LIVE_INVALIDATIONS } from '@/api/live-events'
import type { LiveEvent } from '@/lib/socket/events'

import { db } from '../db'
import { seedScenario } from '../seed'
import { findUser } from '../services/relations'
import { startMockBackend } from '../testing/server'
import { contractMessages, loadAsyncApi, payloadValidator } from './asyncapi-contract'
import { LIVE_EVENT_SOURCES } from './live-events'

/**
 * A live event is the contract (a message tagged `live event` in openapi/asyncapi.yaml), an entry
 * in the server's registry (mocks/socket/live-events.ts) and one in the client's
 * (src/api/live-events.ts): an event in one of the three and missing from another fails here.
 */
startMockBackend({ seed: false })

const contract = loadAsyncApi()
const validate = payloadValidator(contract)
const inContract = [...contractMessages(contract).values()]
  .filter((message) => message.tags?.some((tag) => tag.name === 'live event'))
  .map((message) => message.name)
  .sort()

describe('the live events', () => {
  it('are the same in the contract, the server registry and the client registry', () => {
    expect(inContract.length).toBeGreaterThan(0)
    expect(Object.keys(LIVE_EVENT_SOURCES).sort()).toEqual(inContract)
    expect(Object.keys(LIVE_INVALIDATIONS).sort()).toEqual(inContract)
  })

  describe.each(inContract as LiveEvent[])('%s', (event) => {
    it("has an example in the contract that matches the event's payload schema", () => {
      const examples = contractMessages(contract).get(event)?.examples ?? []
      expect(examples.length).toBeGreaterThan(0)
      for (const example of examples) expect(validate(event, example.payload)).toEqual([])
    })

    it('is raised by a seeded record of its table, to its people, in the documented shape', async () => {
      await seedScenario('demo')
      const source = LIVE_EVENT_SOURCES[event]
      const record = db[source.table].all()[0]
      expect(record, `the demo scenario has no ${source.table}`).toBeDefined()
      const delivery = source.deliveryOf(record!)
      expect(validate(event, delivery.payload)).toEqual([])
      const people = delivery.to.filter((userId): userId is string => Boolean(userId))
      expect(people.length).toBeGreaterThan(0)
      for (const userId of people) expect(findUser(userId), userId).toBeDefined()
    })

    it('refetches some queries, with the payload and without it (a reconnection)', () => {
      const invalidates = LIVE_INVALIDATIONS[event] as (change?: unknown) => readonly unknown[]
      const example = contractMessages(contract).get(event)?.examples?.[0]?.payload
      expect(invalidates().length).toBeGreaterThan(0)
      expect(invalidates(example).length).toBeGreaterThan(0)
    })
  })
})
