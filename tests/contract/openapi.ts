import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'
import { parse } from 'yaml'

/** The contract, parsed, with an ajv validator for any answer of any operation. */
export interface OperationInfo {
  operationId: string
  method: 'get' | 'post'
  path: string
  secured: boolean
  optionalAuth: boolean
  hasBody: boolean
  statuses: string[]
}

type Doc = {
  security?: unknown[]
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string
        security?: unknown[]
        requestBody?: unknown
        responses: Record<string, unknown>
      }
    >
  >
}

const file = resolve(process.cwd(), 'openapi/openapi.yaml')
export const contract = parse(readFileSync(file, 'utf8')) as Doc

export const operations: OperationInfo[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => method === 'get' || method === 'post')
    .map(([method, op]) => {
      const security = op.security ?? contract.security ?? []
      return {
        operationId: op.operationId,
        method: method as 'get' | 'post',
        path,
        secured:
          security.length > 0 &&
          !security.some((entry) => Object.keys(entry as object).length === 0),
        optionalAuth:
          security.some((entry) => Object.keys(entry as object).length === 0) &&
          security.length > 1,
        hasBody: Boolean(op.requestBody),
        statuses: Object.keys(op.responses),
      }
    }),
)

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(contract, 'openapi')

const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1')

/** Validates a JSON body against the operation's declared answer for `status`. */
export function validateAnswer(op: OperationInfo, status: number, body: unknown): string[] {
  const declared = op.statuses.includes(String(status))
    ? String(status)
    : op.statuses.includes('default')
      ? 'default'
      : null
  if (!declared)
    return [
      `status ${status} is not declared for ${op.method.toUpperCase()} ${op.path} (declares ${op.statuses.join(', ')})`,
    ]
  const base = `openapi#/paths/${pointer(op.path)}/${op.method}/responses/${declared}`
  let validate = ajv.getSchema(`${base}/content/application~1json/schema`)
  if (!validate) {
    // The response may be a $ref to components/responses.
    const ref = (
      contract.paths[op.path]?.[op.method]?.responses[declared] as { $ref?: string } | undefined
    )?.$ref
    if (ref) validate = ajv.getSchema(`openapi${ref}/content/application~1json/schema`)
  }
  if (!validate) return [`no JSON schema for ${op.operationId} ${declared}`]
  if (validate(body)) return []
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
  )
}
