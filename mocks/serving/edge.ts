import { delay, http, type HttpHandler, type HttpResponseResolver } from 'msw'

import { mockConfig } from '../config'
import { injectedFault } from '../faults'

/**
 * Where the network ends and the server begins. A handler's edge is what the caller's side of
 * the wire sees: the simulated latency and the injected faults (mocks/faults.ts) of the tab or
 * test that made the call. Its core is the server's work. In Node and Storybook both run in one
 * place. In the browser, every tab runs the edge and hands the request to the one server of the
 * browser (`setForwarder`, see README.md), which runs only the cores (`serverHandlers`): each
 * tab keeps its own latency and faults, and one database answers them all.
 */
type Forwarder = (request: Request) => Promise<Response>
let forwarder: Forwarder | null = null

export function setForwarder(next: Forwarder | null): void {
  forwarder = next
}

const cores = new WeakMap<HttpHandler, HttpHandler>()

export function withEdge(
  method: 'get' | 'post',
  mswPath: string,
  faultTarget: { method: 'get' | 'post'; path: string } | null,
  core: HttpResponseResolver,
): HttpHandler {
  const handler = http[method](mswPath, async (info) => {
    if (mockConfig.latencyMs > 0) await delay(mockConfig.latencyMs)
    // Injected faults answer before the server sees the call, as a failing server would.
    if (faultTarget) {
      const fault = await injectedFault(faultTarget.method, faultTarget.path)
      if (fault) return fault
    }
    if (forwarder) return forwarder(info.request)
    return core(info)
  })
  cores.set(handler, http[method](mswPath, core))
  return handler
}

/** The server's side of `handlers`: the cores, without latency, faults or forwarding. */
export function serverHandlers(handlers: readonly HttpHandler[]): HttpHandler[] {
  return handlers.map((handler) => cores.get(handler) ?? handler)
}
