import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'

import spec from '../../../openapi/openapi.yaml?raw'

/**
 * Test-only: checks an answer of the mock backend against openapi/openapi.yaml (the response
 * schema the contract declares for that operation and status). The part-1 suites run every call
 * through it, so a shape drifting from the contract fails the tests that exercise it.
 */
interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        responses?: Record<
          string,
          { $ref?: string; content?: Record<string, { schema?: unknown }> }
        >
      }
    >
  >
  components: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> }
}

const SPEC_ID = 'openapi.json'
const doc = parse(spec) as OpenApiDoc
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
ajv.addSchema(doc, SPEC_ID)

const templates = Object.keys(doc.paths).map((template) => ({
  template,
  pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
}))

function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')
}

/** Throws with the validation errors when the answer does not match the contract. */
export function assertMatchesContract(
  method: string,
  url: string,
  status: number,
  body: unknown,
): void {
  const path = new URL(url).pathname.replace(/^\/api\/v1/, '')
  const match = templates.find(({ pattern }) => pattern.test(path))
  if (!match) throw new Error(`No contract path for ${method} ${path}`)
  const operation = doc.paths[match.template]?.[method.toLowerCase()]
  if (!operation) throw new Error(`No contract operation ${method} ${match.template}`)
  const declared = operation.responses?.[String(status)]
  if (!declared)
    throw new Error(
      `${method} ${match.template} answered ${status}, which the contract does not declare`,
    )
  const ref = declared.$ref
  const base = ref
    ? `${SPEC_ID}#/${pointer('components', 'responses', ref.split('/').at(-1) ?? '')}`
    : `${SPEC_ID}#/${pointer('paths', match.template, method.toLowerCase(), 'responses', String(status))}`
  const validate = ajv.getSchema(`${base}/content/application~1json/schema`)
  if (!validate) throw new Error(`No schema for ${method} ${match.template} ${status}`)
  if (!validate(body)) {
    throw new Error(
      `${method} ${match.template} ${status} does not match the contract: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
    )
  }
}
