import { describe, expect, it } from 'vitest'

import * as sdk from '@/api/generated/sdk.gen'
import { MOCK_IP_LOCATION_URL } from '@/config/env'

import {
  DEFAULT_FAULT_MESSAGES,
  FAULT_STATUSES,
  addFault,
  describeFault,
  faultOperations,
  listFaults,
  operationIds,
  operationIdOf,
  parseFaultParam,
  persistFaults,
} from './faults'
import { api } from './testing/api'
import { operations } from './testing/contract'
import { clearFaults, injectFault } from './testing/faults'
import { createUser, PASSWORD, tokenFor } from './testing/fixtures'
import { startMockBackend } from './testing/server'

startMockBackend()

const signInBody = (email: string, password = PASSWORD) => ({
  email,
  password,
  keep_me_signed_in: false,
})

describe('the operation list', () => {
  it('reads every operation of the contract with its method, path and declared statuses', () => {
    const expected = operations.map((op) => [
      op.operationId,
      {
        method: op.method,
        path: op.path,
        statuses: op.statuses
          .map(Number)
          .filter((s) => (FAULT_STATUSES as readonly number[]).includes(s)),
      },
    ])
    expect([...faultOperations()].sort()).toEqual(expected.sort())
    // The generated client is made from the same contract: same operations, same names.
    expect(operationIds()).toEqual(Object.keys(sdk).sort())
    expect(operationIdOf('post', '/auth/signin')).toBe('signIn')
    expect(operationIdOf('get', '/auth/signin')).toBeUndefined()
  })

  it('refuses faults the contract does not allow, saying why', () => {
    expect(() => addFault({ operationId: 'signIn', kind: 404 })).toThrow(
      'signIn does not declare 404 in the contract (it declares 400, 429, 500)',
    )
    expect(() => addFault({ operationId: 'nope' as 'signIn', kind: 500 })).toThrow(
      'Unknown operation "nope"',
    )
    expect(() => addFault({ operationId: '*', kind: 418 as 500 })).toThrow('cannot be injected')
    expect(() => addFault({ operationId: '*', kind: 500, times: 0 })).toThrow('at least 1')
    expect(() => addFault({ operationId: '*', kind: { delayMs: -5 } })).toThrow('whole number')
    expect(listFaults()).toEqual([])
  })
})

describe('injected faults on the mock backend', () => {
  it('answers a forced 500 with the contract error body, then recovers after `times`', async () => {
    const user = await createUser({ role: 'student' })
    injectFault('signIn', 500, { times: 1 })
    // api() fails the test if the answer is outside the contract.
    const failed = await api('POST', '/auth/signin', { body: signInBody(user.email) })
    expect(failed).toEqual({ status: 500, body: { message: 'Something went wrong' } })
    expect(listFaults()).toEqual([])
    const ok = await api('POST', '/auth/signin', { body: signInBody(user.email) })
    expect(ok.status).toBe(200)
  })

  it('applies a wildcard status only where the operation declares it', async () => {
    const counsellor = await createUser({ role: 'counsellor' })
    const token = await tokenFor(counsellor)
    const fault = injectFault('*', 404, { message: 'Gone fishing' })
    const stats = await api('GET', `/invite/fetchCounsellingStats/${counsellor.id}`, { token })
    expect(stats).toEqual({ status: 404, body: { message: 'Gone fishing' } })
    // getUserProfileInfo declares no 404: it answers as usual.
    const profile = await api('GET', '/profile/getUserProfileInfo', { token })
    expect(profile.status).toBe(200)
    expect(listFaults()[0]).toMatchObject({ id: fault.id, hits: 1, remaining: null })
  })

  it('sends the resend-limit shape for 429 and the contract messages by default', async () => {
    injectFault('resendSignUpCode', 429)
    const answer = await api('POST', '/auth/signup/resend', { body: { email: 'a@example.com' } })
    expect(answer.status).toBe(429)
    expect(answer.body.message).toBe(DEFAULT_FAULT_MESSAGES[429])
    expect(Date.parse(answer.body.modifiedTime ?? '')).not.toBeNaN()
  })

  it('fails the request with no answer for a network fault', async () => {
    injectFault('fetchPublicFaqs', 'network')
    await expect(fetch('http://localhost/api/v1/faq/user')).rejects.toThrow(TypeError)
  })

  it('delays an answer without changing it', async () => {
    injectFault('fetchPublicFaqs', { delayMs: 200 }, { times: 1 })
    const started = performance.now()
    const answer = await api('GET', '/faq/user')
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
    expect(answer.status).toBe(200)
  })

  it('clearFaults lets every call through again', async () => {
    injectFault('*', 500)
    expect((await api('GET', '/faq/user')).status).toBe(500)
    clearFaults()
    expect((await api('GET', '/faq/user')).status).toBe(200)
  })
})

describe('faults on the mock IP-location service (Get Address)', () => {
  const lookup = () => fetch(new URL(MOCK_IP_LOCATION_URL, 'http://localhost'))

  it('fails it when named, with its own message, then recovers after `times`', async () => {
    injectFault('ipLocation', 429, { times: 1 })
    const failed = await lookup()
    expect(failed.status).toBe(429)
    expect(await failed.json()).toEqual({ message: 'Rate limit exceeded' })
    expect((await lookup()).status).toBe(200)
  })

  it('fails it with no answer, or delays it', async () => {
    injectFault('ipLocation', 'network', { times: 1 })
    await expect(lookup()).rejects.toThrow(TypeError)
    injectFault('ipLocation', { delayMs: 150 }, { times: 1 })
    const started = performance.now()
    expect((await lookup()).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('is left alone by a fault on every operation (*) and refuses statuses it never answers', async () => {
    injectFault('*', 500)
    injectFault('*', 'network')
    expect((await lookup()).status).toBe(200)
    expect(() => addFault({ operationId: 'ipLocation', kind: 404 })).toThrow(
      'ipLocation is a third-party service that never answers 404 (it answers 429, 500)',
    )
    expect(parseFaultParam('ipLocation:500:1').specs).toEqual([
      { operationId: 'ipLocation', kind: 500, times: 1 },
    ])
  })
})

describe('the ?mock-fault= parameter', () => {
  it('reads operations, kinds and counts, and reports what it cannot use', () => {
    const { specs, problems } = parseFaultParam(
      'signIn:500, *:network:2,fetchChats:delay=2000,signIn:404,bogus:500,getMessages:teapot',
    )
    expect(specs).toEqual([
      { operationId: 'signIn', kind: 500, times: undefined },
      { operationId: '*', kind: 'network', times: 2 },
      { operationId: 'fetchChats', kind: { delayMs: 2000 }, times: undefined },
    ])
    expect(specs.map(describeFault)).toEqual(['signIn:500', '*:network:2', 'fetchChats:delay=2000'])
    expect(problems).toEqual([
      'mock-fault "signIn:404": signIn does not declare 404 in the contract (it declares 400, 429, 500)',
      'mock-fault "bogus:500": Unknown operation "bogus" (see openapi/openapi.yaml)',
      'mock-fault "getMessages:teapot": expected <operationId|*>:<kind>[:times]',
    ])
  })
})

describe('persistence across reloads', () => {
  it('restores saved faults, saves every change and forgets them once cleared', async () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    }
    store.set(
      'catalyst-mock-faults',
      JSON.stringify([
        { operationId: 'signIn', kind: 500, times: 2 },
        { operationId: 'signIn', kind: 404 },
      ]),
    )
    const stop = await persistFaults(storage)
    try {
      // The impossible saved fault is dropped, the other one is back.
      expect(listFaults()).toMatchObject([{ operationId: 'signIn', kind: 500, remaining: 2 }])
      addFault({ operationId: '*', kind: { delayMs: 50 } })
      expect(JSON.parse(store.get('catalyst-mock-faults') ?? '[]')).toEqual([
        { operationId: 'signIn', kind: 500, times: 2 },
        { operationId: '*', kind: { delayMs: 50 } },
      ])
      clearFaults()
      expect(store.has('catalyst-mock-faults')).toBe(false)
    } finally {
      stop()
      clearFaults()
    }
  })
})
