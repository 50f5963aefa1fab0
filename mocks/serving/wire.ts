/**
 * Requests and answers as they cross from a tab to the serving tab (structured clones over a
 * BroadcastChannel): the method, URL, headers and body bytes; multipart uploads included.
 */
export interface WireRequest {
  method: string
  url: string
  headers: Array<[string, string]>
  body: ArrayBuffer | null
}

export interface WireResponse {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: ArrayBuffer | null
}

const WITHOUT_BODY = new Set(['GET', 'HEAD'])

export async function toWireRequest(request: Request): Promise<WireRequest> {
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers.entries()],
    body: WITHOUT_BODY.has(request.method) ? null : await request.arrayBuffer(),
  }
}

export function fromWireRequest(wire: WireRequest): Request {
  return new Request(wire.url, {
    method: wire.method,
    headers: wire.headers,
    body: wire.body,
  })
}

export async function toWireResponse(response: Response): Promise<WireResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: response.body ? await response.arrayBuffer() : null,
  }
}

/** Statuses whose answers carry no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304])

export function fromWireResponse(wire: WireResponse): Response {
  return new Response(NULL_BODY.has(wire.status) ? null : wire.body, {
    status: wire.status,
    statusText: wire.statusText,
    headers: wire.headers,
  })
}
