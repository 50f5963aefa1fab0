import type { FaultSpec } from '../../../mocks/faults'
import type { GatewayFaultSpec } from '../../../mocks/server/gateway'
import { crossOrigin } from './servers'

/** The mock API server's control routes (mocks/server/control.ts), called from the test runner. */
async function call(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${crossOrigin.controlUrl}${path}`, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer: unknown = await response.json()
  if (!response.ok) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`)
  return answer
}

/** An e-mail the server "sent" (mocks/db MailRecord). */
export interface Mail {
  to: string
  kind: string
  subject: string
  text: string
  link?: string | null
  code: string | null
  sentAt: string
}

export const server = {
  reset: () => call('POST', '/reset'),
  fault: (spec: FaultSpec) => call('POST', '/faults', spec),
  gateway: (spec: GatewayFaultSpec) => call('POST', '/gateway', spec),
  clearFaults: () => call('DELETE', '/faults'),
  configure: (settings: Record<string, number>) => call('POST', '/config', settings),
  stop: () => call('POST', '/api/stop'),
  start: () => call('POST', '/api/start'),
  /** Drops every live-chat connection as a crashed server would. */
  dropSockets: () => call('POST', '/sockets/drop'),
  /** Answers the server sent outside openapi.yaml since the last reset. */
  violations: () => call('GET', '/violations') as Promise<string[]>,
  /** The e-mails "sent" to `to`, newest first. */
  mailbox: (to: string) => call('GET', `/mailbox?to=${encodeURIComponent(to)}`) as Promise<Mail[]>,
  /** The newest code e-mailed to `to` (sign-up or reset). */
  async latestCode(to: string): Promise<string> {
    const mails = (await call('GET', `/mailbox?to=${encodeURIComponent(to)}`)) as Array<{
      code: string | null
    }>
    const code = mails.find((mail) => mail.code)?.code
    if (!code) throw new Error(`No code was e-mailed to ${to}`)
    return code
  },
}
