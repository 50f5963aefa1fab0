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
import { seedScenario, type ScenarioName } from '../seed'
import { allMail } from '../services/mailbox'
import { addGatewayFault, clearGatewayFaults, type GatewayFaultSpec } from './gateway'
import { readBody, sendJson } from './http-io'

/**
 * The test server's control routes, on their own port (never the API's): what the developer
 * panel does in the browser, for tests and people driving the production build against this
 * server. Loopback only, no CORS: Playwright and curl call it, pages cannot.
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
 */
export interface ApiSwitch {
  stop(): Promise<void>
  start(): Promise<void>
  /** Drops every live-chat connection as a crashed server would (they reconnect). */
  dropSockets(): void
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

export async function resetServerState(scenario: ScenarioName = 'demo'): Promise<void> {
  clearFaults()
  clearGatewayFaults()
  resetMockConfig()
  await seedScenario(scenario)
}

export function controlListener(api: ApiSwitch) {
  const reset = async (scenario: ScenarioName) => {
    await resetServerState(scenario)
    api.clearViolations()
  }
  return async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    const url = new URL(incoming.url ?? '/', 'http://control')
    const route = `${incoming.method} ${url.pathname}`
    try {
      switch (route) {
        case 'GET /health':
          return sendJson(outgoing, 200, { ok: true })
        case 'POST /reset': {
          const { scenario } = await jsonBody(incoming)
          const name = scenario === 'empty' || scenario === 'large' ? scenario : 'demo'
          await reset(name)
          return sendJson(outgoing, 200, { scenario: name })
        }
        case 'GET /mailbox': {
          const to = url.searchParams.get('to')?.toLowerCase()
          const mails = allMail().filter((mail) => !to || mail.to.toLowerCase() === to)
          return sendJson(outgoing, 200, mails)
        }
        case 'POST /faults': {
          await loadFaultContract()
          const fault = addFault((await jsonBody(incoming)) as unknown as FaultSpec)
          return sendJson(outgoing, 201, specOf(fault))
        }
        case 'POST /gateway': {
          addGatewayFault((await jsonBody(incoming)) as unknown as GatewayFaultSpec)
          return sendJson(outgoing, 201, { ok: true })
        }
        case 'DELETE /faults':
          clearFaults()
          clearGatewayFaults()
          return sendJson(outgoing, 200, { ok: true })
        case 'POST /config': {
          const body = await jsonBody(incoming)
          const unknown = Object.keys(body).filter(
            (key) => !CONFIG_KEYS.includes(key as keyof MockConfig),
          )
          const invalid = Object.entries(body).filter(
            ([, value]) => typeof value !== 'number' || !Number.isFinite(value) || value < 0,
          )
          if (unknown.length > 0 || invalid.length > 0)
            throw new FaultError(`Settings are numbers among ${CONFIG_KEYS.join(', ')}`)
          configureMocks(body)
          return sendJson(outgoing, 200, { ok: true })
        }
        case 'POST /api/stop':
          await api.stop()
          return sendJson(outgoing, 200, { listening: false })
        case 'POST /api/start':
          await api.start()
          return sendJson(outgoing, 200, { listening: true })
        case 'POST /sockets/drop':
          api.dropSockets()
          return sendJson(outgoing, 200, { ok: true })
        case 'GET /violations':
          return sendJson(outgoing, 200, api.violations())
        default:
          return sendJson(outgoing, 404, { message: `No control route ${route}` })
      }
    } catch (error) {
      // A bad spec, bad JSON or an impossible fault: the caller reads why.
      sendJson(outgoing, 400, { message: error instanceof Error ? error.message : String(error) })
    }
  }
}
