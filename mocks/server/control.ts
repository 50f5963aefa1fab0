import type { IncomingMessage, ServerResponse } from 'node:http'

import { configureMocks, resetMockConfig, type MockConfig } from '../config'
import {
  addFault,
  clearFaults,
  FaultError,
  loadFaultContract,
  specOf,
  type FaultSpec,
} from '../faults'
import type { ScenarioName } from '../seed'
import type { OpCall } from '../serving/operations'
import { addGatewayFault, clearGatewayFaults, type GatewayFaultSpec } from './gateway'
import { readBody, sendJson } from './http-io'

/**
 * The test server's control routes, on their own port (never the API's): the developer panel's
 * operations (mocks/serving/operations.ts, the same table) over loopback HTTP, for tests and
 * people driving the production build against this server, plus what only this server has (the
 * faults it injects, its outage, its contract check). Loopback only, no CORS: Playwright and
 * curl call it, pages cannot.
 *
 *   POST   /reset              re-seed (body { scenario? }), clear faults, default settings
 *   GET    /mailbox?to=<email> e-mails "sent" (sign-up and reset codes, invitations), newest first
 *   POST   /faults             a mocks/faults.ts FaultSpec: { operationId, kind, times?, message? }
 *   POST   /gateway            { status, body: html|text|empty|truncated, path?, times? }
 *   DELETE /faults             clears both kinds
 *   POST   /config             mock settings, e.g. { accessTokenTtlSeconds: 6 }
 *   POST   /api/stop           the API stops listening (connections refused) until /api/start
 *   POST   /api/start
 *   POST   /sockets/drop       drops every live-chat connection (they reconnect by themselves)
 *   GET    /violations         answers sent outside openapi.yaml since the last reset
 *   GET    /clock              the mock time, its offset and the next scheduled job (issue 35)
 *   POST   /clock/advance      { ms }: forward, running the jobs due on the way
 *   POST   /clock/next         forward to the next scheduled job and run it (400 when none)
 *   POST   /clock/real         back to real time
 */
export interface ApiSwitch {
  stop(): Promise<void>
  start(): Promise<void>
  /** The answers sent outside the contract since the last reset (mocks/server/contract-check.ts). */
  violations(): readonly string[]
  clearViolations(): void
}

const CONFIG_KEYS: ReadonlyArray<keyof MockConfig> = [
  'latencyMs',
  'accessTokenTtlSeconds',
  'refreshTokenTtlSeconds',
  'temporaryTokenTtlSeconds',
  'resendLimitPer24h',
  'signInMaxFailures',
]

async function jsonBody(incoming: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(incoming)
  const parsed: unknown = text ? JSON.parse(text) : {}
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new FaultError('The body is a JSON object')
  return parsed as Record<string, unknown>
}

function settingsOf(body: Record<string, unknown>): Partial<MockConfig> {
  const unknown = Object.keys(body).filter((key) => !CONFIG_KEYS.includes(key as keyof MockConfig))
  const invalid = Object.values(body).filter(
    (value) => typeof value !== 'number' || !Number.isFinite(value) || value < 0,
  )
  if (unknown.length > 0 || invalid.length > 0)
    throw new FaultError(`Settings are numbers among ${CONFIG_KEYS.join(', ')}`)
  return body
}

/**
 * The server as it starts: the scenario seeded (the operations' reset), and what only this
 * server keeps besides the data (injected faults, settings) back to none and the defaults.
 */
export async function resetServerState(call: OpCall, scenario: ScenarioName = 'demo') {
  clearFaults()
  clearGatewayFaults()
  resetMockConfig()
  await call('reset', scenario)
}

type Answer = [status: number, body: unknown]
type Route = (incoming: IncomingMessage, url: URL) => Promise<Answer> | Answer

export function controlListener(api: ApiSwitch, call: OpCall) {
  const routes: Record<string, Route> = {
    'GET /health': () => [200, { ok: true }],
    'POST /reset': async (incoming) => {
      const { scenario } = await jsonBody(incoming)
      const name = scenario === 'empty' || scenario === 'large' ? scenario : 'demo'
      await resetServerState(call, name)
      api.clearViolations()
      return [200, { scenario: name }]
    },
    'GET /mailbox': async (_, url) => [
      200,
      await call('mailbox', url.searchParams.get('to') ?? undefined),
    ],
    'POST /faults': async (incoming) => {
      await loadFaultContract()
      const fault = addFault((await jsonBody(incoming)) as unknown as FaultSpec)
      return [201, specOf(fault)]
    },
    'POST /gateway': async (incoming) => {
      addGatewayFault((await jsonBody(incoming)) as unknown as GatewayFaultSpec)
      return [201, { ok: true }]
    },
    'DELETE /faults': () => {
      clearFaults()
      clearGatewayFaults()
      return [200, { ok: true }]
    },
    'POST /config': async (incoming) => {
      const { latencyMs, ...server } = settingsOf(await jsonBody(incoming))
      // The latency is the caller's edge, which is this process here; the rest is the server's.
      if (latencyMs !== undefined) configureMocks({ latencyMs })
      await call('configure', server)
      return [200, { ok: true }]
    },
    'POST /api/stop': async () => {
      await api.stop()
      return [200, { listening: false }]
    },
    'POST /api/start': async () => {
      await api.start()
      return [200, { listening: true }]
    },
    'POST /sockets/drop': async () => {
      await call('dropLiveConnections')
      return [200, { ok: true }]
    },
    'GET /violations': () => [200, api.violations()],
    'GET /clock': async () => [200, await call('clock')],
    'POST /clock/advance': async (incoming) => {
      const { ms } = await jsonBody(incoming)
      return [200, await call('advanceClock', ms as number)]
    },
    'POST /clock/next': async () => [200, await call('advanceToNextJob')],
    'POST /clock/real': async () => [200, await call('realTime')],
  }
  return async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    const url = new URL(incoming.url ?? '/', 'http://control')
    const route = `${incoming.method} ${url.pathname}`
    const answer = routes[route]
    try {
      const [status, body] = answer
        ? await answer(incoming, url)
        : [404, { message: `No control route ${route}` }]
      sendJson(outgoing, status, body)
    } catch (error) {
      // A bad spec, bad JSON or an impossible fault: the caller reads why.
      sendJson(outgoing, 400, { message: error instanceof Error ? error.message : String(error) })
    }
  }
}
