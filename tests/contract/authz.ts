import { parse } from 'yaml'

import type { PlanFeatureKey, Role } from '@/api/generated/types.gen'

import { operations, type OperationInfo } from '@mocks/testing/contract'

import spec from '../../openapi/bundled/openapi.yaml?raw'

/**
 * The authorization the contract promises, read from openapi/openapi.yaml: `security`, `x-roles`,
 * `x-approved-counsellor`, `x-plan`, `x-token` and `x-owner` (the info description defines them). The
 * authorization suites are driven by this table, so a new operation is covered as soon as the
 * contract declares it.
 */
export const ROLES: readonly Role[] = ['student', 'counsellor']

/** How an operation authenticates: no token, optional token, access token, temporary token. */
export type AuthKind = 'public' | 'optional' | 'access' | 'temporary'

export interface OwnerRule {
  in: 'path' | 'query' | 'body'
  name: string
  rule: string
  record?: string
}

export interface OperationAuthz {
  op: OperationInfo
  auth: AuthKind
  /** The `x-roles` list as written ([] when absent). */
  roles: Role[]
  approvedCounsellor: boolean
  /** The `x-plan` feature the caller's plan must include, if any. */
  plan: PlanFeatureKey | undefined
  owner: OwnerRule | undefined
  /** The one 2xx status the contract declares. */
  successStatus: number
  /** Where the operation takes a user's id or sort key: `path.studentId`, `body.updateData.studentId`. */
  userIdentifiers: string[]
  /** Every input it takes: `path.studentId`, `query.year`, `body.userSk` (top-level body fields). */
  inputs: string[]
  /** The extensions as written, to check they are well formed. */
  extensions: Record<
    'x-roles' | 'x-approved-counsellor' | 'x-token' | 'x-owner' | 'x-plan',
    unknown
  >
}

type Schema = {
  $ref?: string
  properties?: Record<string, Schema>
  items?: Schema
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
}
type Parameter = { $ref?: string; name: string; in: string; schema?: Schema }
type RawOperation = {
  operationId: string
  security?: unknown[]
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  'x-roles'?: Role[]
  'x-approved-counsellor'?: boolean
  'x-token'?: string
  'x-owner'?: OwnerRule
  'x-plan'?: PlanFeatureKey
}
interface Doc {
  paths: Record<string, Record<string, RawOperation>>
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> }
}

const doc = parse(spec) as Doc

const USER_ID_SCHEMAS = new Set(['#/components/schemas/UserId', '#/components/schemas/UserSk'])
/** Parameter names that identify a user even if a future schema forgets the UserId type. */
const USER_ID_NAME = /^(user|student|counsellor|catalyst)(Id|Sk)$/i

function resolveParameter(parameter: Parameter): Parameter {
  const name = parameter.$ref?.replace('#/components/parameters/', '')
  return name ? (doc.components.parameters[name] ?? parameter) : parameter
}

function isUserIdentifier(name: string, schema: Schema | undefined): boolean {
  return USER_ID_NAME.test(name) || USER_ID_SCHEMAS.has(schema?.$ref ?? '')
}

/** Every property path under a request body schema that holds a user's id or sort key. */
function userFieldsOf(schema: Schema | undefined, at: string, seen: Set<string>): string[] {
  if (!schema) return []
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return []
    const target = doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]
    return userFieldsOf(target, at, new Set([...seen, schema.$ref]))
  }
  const nested = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
      isUserIdentifier(name, property)
        ? [`${at}.${name}`]
        : userFieldsOf(property, `${at}.${name}`, seen),
    ),
    ...userFieldsOf(schema.items, at, seen),
    ...nested.flatMap((part) => userFieldsOf(part, at, seen)),
  ]
}

function authKindOf(op: OperationInfo, raw: RawOperation): AuthKind {
  if (raw['x-token'] === 'temporary') return 'temporary'
  if (op.optionalAuth) return 'optional'
  return op.secured ? 'access' : 'public'
}

function authzOf(op: OperationInfo): OperationAuthz {
  const raw = doc.paths[op.path]?.[op.method]
  if (!raw) throw new Error(`${op.operationId} missing from the contract`)
  const successes = op.statuses.filter((status) => /^2\d\d$/.test(status))
  if (successes.length !== 1)
    throw new Error(`${op.operationId} declares ${successes.length} success statuses`)
  const parameters = (raw.parameters ?? []).map(resolveParameter)
  const body = raw.requestBody?.content?.['application/json']?.schema
  const bodyRoot = body?.$ref ? doc.components.schemas[body.$ref.split('/').pop() ?? ''] : body
  return {
    op,
    auth: authKindOf(op, raw),
    roles: raw['x-roles'] ?? [],
    approvedCounsellor: raw['x-approved-counsellor'] === true,
    plan: raw['x-plan'],
    owner: raw['x-owner'],
    successStatus: Number(successes[0]),
    userIdentifiers: [
      ...parameters
        .filter((parameter) => isUserIdentifier(parameter.name, parameter.schema))
        .map((parameter) => `${parameter.in}.${parameter.name}`),
      ...userFieldsOf(body, 'body', new Set()),
    ],
    inputs: [
      ...parameters.map((parameter) => `${parameter.in}.${parameter.name}`),
      ...Object.keys(bodyRoot?.properties ?? {}).map((name) => `body.${name}`),
    ],
    extensions: {
      'x-roles': raw['x-roles'],
      'x-approved-counsellor': raw['x-approved-counsellor'],
      'x-token': raw['x-token'],
      'x-owner': raw['x-owner'],
      'x-plan': raw['x-plan'],
    },
  }
}

export const authz: OperationAuthz[] = operations.map(authzOf)
