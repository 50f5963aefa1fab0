import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

import { getResponse, type RequestHandler } from 'msw'

import { corsHeaders, isAllowedOrigin, preflightHeaders, type CorsPolicy } from './cors'
import { gatewayAnswer } from './gateway'

export const API_PATH_PREFIX = '/api/v1/'

export interface ApiListenerOptions extends CorsPolicy {
  handlers: readonly RequestHandler[]
  /** Called with every answer the server sends (the contract check, mocks/server/main.ts). */
  onAnswer?: (answer: SentAnswer) => void
}

export interface SentAnswer {
  method: string
  /** The path and query, as called. */
  url: string
  status: number
  contentType: string
  body: ArrayBuffer
}

function requestOf(incoming: IncomingMessage, policy: CorsPolicy): Request {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue
    // The handlers build links back to the app from the calling page's origin
    // (handlers/shared/mock-services.ts): only an origin this server serves is passed on.
    if (name === 'origin' && !isAllowedOrigin(policy, String(value))) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD'
  return new Request(url, {
    method: incoming.method ?? 'GET',
    headers,
    ...(hasBody
      ? { body: Readable.toWeb(incoming) as ReadableStream<Uint8Array>, duplex: 'half' }
      : {}),
  })
}

function send(
  outgoing: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | ArrayBuffer,
): void {
  outgoing.writeHead(status, headers)
  outgoing.end(typeof body === 'string' ? body : Buffer.from(body))
}

function json(message: string): string {
  return JSON.stringify({ message })
}

/**
 * The mock backend over real HTTP: every /api/v1 call goes to the same MSW handlers (and the
 * same in-memory db) as the browser's service worker and the tests, answered with the CORS
 * headers a real API sends. A handler's "network" fault closes the connection with no answer,
 * as a crashed server would.
 */
export function apiListener(options: ApiListenerOptions) {
  return async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> => {
    const origin = incoming.headers.origin
    const cors = corsHeaders(options, origin)
    const path = new URL(incoming.url ?? '/', 'http://api').pathname
    try {
      if (incoming.method === 'OPTIONS') {
        const allowed = 'Access-Control-Allow-Origin' in cors
        send(
          outgoing,
          allowed ? 204 : 403,
          {
            ...preflightHeaders(options, origin),
            ...(allowed ? {} : { 'Content-Type': 'application/json' }),
          },
          allowed ? '' : json('Origin not allowed'),
        )
        return
      }
      if (!path.startsWith(API_PATH_PREFIX)) {
        send(outgoing, 404, { ...cors, 'Content-Type': 'application/json' }, json('Not found.'))
        return
      }
      const gateway = gatewayAnswer(path)
      if (gateway) {
        send(outgoing, gateway.status, { ...cors, ...gateway.headers }, gateway.body)
        return
      }
      const response = await getResponse([...options.handlers], requestOf(incoming, options))
      if (!response) {
        send(outgoing, 404, { ...cors, 'Content-Type': 'application/json' }, json('Not found.'))
        return
      }
      if (response.type === 'error') {
        incoming.socket.destroy()
        return
      }
      const headers: Record<string, string> = {}
      response.headers.forEach((value, name) => {
        headers[name] = value
      })
      const body = await response.arrayBuffer()
      send(outgoing, response.status, { ...headers, ...cors }, body)
      options.onAnswer?.({
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        status: response.status,
        contentType: headers['content-type'] ?? '',
        body,
      })
    } catch (error) {
      console.error(`[mock API server] ${incoming.method} ${path} failed`, error)
      if (!outgoing.headersSent)
        send(
          outgoing,
          500,
          { ...cors, 'Content-Type': 'application/json' },
          json('Internal server error'),
        )
      else outgoing.destroy()
    }
  }
}
