import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

import spec from '../../openapi/bundled/openapi.yaml?raw'

/**
 * Test-only: the contract (openapi/openapi.yaml) parsed, with an ajv validator for any answer of
 * any operation. The kit's `api` runs every answer through `assertAnswerMatchesContract`, so a
 * shape drifting from the contract fails the test that received it.
 */
export interface OperationInfo {
  operationId: string
  method: 'get' | 'post'
  /** The templated path, as the contract writes it: `/auth/student/{studentId}/notes`. */
  path: string
  secured: boolean
  optionalAuth: boolean
  hasBody: boolean
  statuses: string[]
}

interface Doc {
  security?: unknown[]
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string
        security?: unknown[]
        requestBody?: unknown
        responses: Record<string, ResponseObject>
      }
    >
  >
  components?: { responses?: Record<string, ResponseObject> }
}

interface ResponseObject {
  $ref?: string
  content?: Record<string, { schema?: { type?: string; format?: string } }>
}

const SPEC_ID = 'openapi'
const API_PREFIX = /^\/api\/v1(?=\/)/
const doc = parse(spec) as Doc

const isAnonymous = (entry: unknown) => Object.keys(entry as object).length === 0

export const operations: OperationInfo[] = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method === 'get' || method === 'post')
    .map(([method, op]) => {
      const security = op.security ?? doc.security ?? []
      return {
        operationId: op.operationId,
        method: method as OperationInfo['method'],
        path,
        secured: security.length > 0 && !security.some(isAnonymous),
        optionalAuth: security.some(isAnonymous) && security.length > 1,
        hasBody: Boolean(op.requestBody),
        statuses: Object.keys(op.responses),
      }
    }),
)

/** Literal templates first, so a fixed segment wins over a `{param}` in the same place. */
const matchers = operations
  .map((op) => ({
    op,
    params: op.path.match(/\{\w+\}/g)?.length ?? 0,
    pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params)

/** The contract path of a URL or path: no origin, no `/api/v1`, no query. */
function contractPath(url: string): string {
  return new URL(url, 'http://localhost').pathname.replace(API_PREFIX, '')
}

/** The operation a concrete call goes to: `GET /auth/student/abc/notes?x=1` → getStudentNotes. */
export function findOperation(method: string, urlPath: string): OperationInfo | undefined {
  const verb = method.toLowerCase()
  const path = contractPath(urlPath)
  return matchers.find(({ op, pattern }) => op.method === verb && pattern.test(path))?.op
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(doc, SPEC_ID)

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

const isJson = (mediaType: string) => /^application\/(.+\+)?json$/i.test(mediaType)

/**
 * Validates an answer against the operation's declared answer for `status`; [] when it matches.
 * A JSON body is checked against the declared schema; any other body (a file's bytes) only by its
 * media type, which the answer must declare with a binary schema.
 */
export function validateAnswer(
  op: OperationInfo,
  status: number,
  body: unknown,
  contentType = 'application/json',
): string[] {
  const declared = [String(status), 'default'].find((key) => op.statuses.includes(key))
  if (!declared)
    return [
      `status ${status} is not declared for ${op.method.toUpperCase()} ${op.path} (declares ${op.statuses.join(', ')})`,
    ]
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  if (!isJson(mediaType)) {
    const inline = doc.paths[op.path]?.[op.method]?.responses[declared]
    const response = inline?.$ref
      ? doc.components?.responses?.[inline.$ref.split('/').pop() ?? '']
      : inline
    const schema = response?.content?.[mediaType]?.schema
    if (schema?.type === 'string' && schema.format === 'binary') return []
    return [
      `${mediaType || 'no content type'} is not a file type declared for ${declared} (declares ${Object.keys(response?.content ?? {}).join(', ')})`,
    ]
  }
  // The response is inline or a $ref to components/responses.
  const ref = doc.paths[op.path]?.[op.method]?.responses[declared]?.$ref
  const base = ref ?? `#/paths/${pointer(op.path)}/${op.method}/responses/${declared}`
  const validate = ajv.getSchema(`${SPEC_ID}${base}/content/application~1json/schema`)
  if (!validate) return [`no JSON schema for ${op.operationId} ${declared}`]
  if (validate(body)) return []
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
  )
}

function preview(body: unknown): string {
  if (body instanceof Uint8Array) return `${body.byteLength} bytes`
  const text = JSON.stringify(body) ?? String(body)
  return text.length > 600 ? `${text.slice(0, 600)}…` : text
}

/**
 * Throws a readable error when `status` is not declared for the operation `method url` goes to,
 * or when `body` (of `contentType`, JSON unless told) does not match the response the contract
 * declares for that status.
 */
export function assertAnswerMatchesContract(
  method: string,
  url: string,
  status: number,
  body: unknown,
  contentType?: string,
): void {
  const call = `${method.toUpperCase()} ${contractPath(url)}`
  const op = findOperation(method, url)
  if (!op) throw new Error(`${call} is not an operation of openapi/openapi.yaml`)
  const problems = validateAnswer(op, status, body, contentType)
  if (problems.length === 0) return
  throw new Error(
    [
      `${call} (${op.operationId}) answered ${status} outside the contract:`,
      ...problems.map((problem) => `  - ${problem}`),
      `  body: ${preview(body)}`,
    ].join('\n'),
  )
}
