/**
 * Failures of a gateway in front of the API (a reverse proxy or load balancer), which answer
 * before the API does and not in the contract's JSON: an HTML error page, plain text, an empty
 * body, or JSON cut off mid-way. The test server injects them to prove the app shows the generic
 * message for them and still acts on the status. A well-configured gateway adds the CORS headers
 * to its own error pages too (README), so the browser lets the app read the status.
 */
export const GATEWAY_BODIES = ['html', 'text', 'empty', 'truncated'] as const
export type GatewayBody = (typeof GATEWAY_BODIES)[number]

export interface GatewayFaultSpec {
  status: number
  body: GatewayBody
  /** Only paths containing this text (`/profile/getUserProfileInfo`); omitted, every API call. */
  path?: string | undefined
  /** How many calls it affects; omitted, every call until cleared. */
  times?: number | undefined
}

interface GatewayFault extends GatewayFaultSpec {
  remaining: number | null
}

let faults: GatewayFault[] = []

export function addGatewayFault(spec: GatewayFaultSpec): void {
  if (!Number.isInteger(spec.status) || spec.status < 400 || spec.status > 599)
    throw new Error('A gateway fault has an error status from 400 to 599')
  if (!GATEWAY_BODIES.includes(spec.body))
    throw new Error(`A gateway fault's body is one of ${GATEWAY_BODIES.join(', ')}`)
  if (spec.times !== undefined && (!Number.isInteger(spec.times) || spec.times < 1))
    throw new Error('The number of times is a whole number of at least 1')
  faults.push({ ...spec, remaining: spec.times ?? null })
}

export function clearGatewayFaults(): void {
  faults = []
}

const REASONS: Record<number, string> = {
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

function bodyOf(status: number, kind: GatewayBody): { body: string; type?: string } {
  const title = `${status} ${REASONS[status] ?? 'Error'}`
  switch (kind) {
    case 'html':
      return {
        type: 'text/html',
        body: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
      }
    case 'text':
      return {
        type: 'text/plain',
        body: `upstream connect error or disconnect/reset before headers (${title})`,
      }
    case 'truncated':
      return { type: 'application/json', body: '{"message": "Upstream ans' }
    case 'empty':
      return { body: '' }
  }
}

/** The gateway's own answer to a call of `path`, if a fault applies; it counts one use. */
export function gatewayAnswer(
  path: string,
): { status: number; body: string; headers: Record<string, string> } | undefined {
  const fault = faults.find((candidate) => !candidate.path || path.includes(candidate.path))
  if (!fault) return undefined
  if (fault.remaining !== null && --fault.remaining === 0)
    faults = faults.filter((candidate) => candidate !== fault)
  const { body, type } = bodyOf(fault.status, fault.body)
  return { status: fault.status, body, headers: type ? { 'Content-Type': type } : {} }
}
