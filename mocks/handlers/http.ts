import { http, HttpResponse, type DefaultBodyType, type HttpHandler } from 'msw'
import type * as z from 'zod/mini'

import type { Role } from '@/api/generated/types.gen'
import { MAX_REQUEST_URL_LENGTH } from '@/config/constants'
import type { PlanFeatureKey } from '@/config/plans'

import { db, type UserRecord } from '../db'
import { withEdge } from '../serving/edge'
import { countryTableLoaded } from '../services/country-table'
import { requireFeature } from './billing/plans'
import { verifyToken, type TokenClaims } from '../services/tokens'
import { HttpError } from './http-error'
import { parse, readJson, strictBody, type InputMessages } from './validation'

// Handlers take HttpError from here with the rest; it has its own module so that validation.ts,
// which this module imports, can throw it without importing this one.
export { HttpError }

/** Every contract path is matched under any origin, so relative and absolute base URLs work. */
export const API_PREFIX = '*/api/v1'

/**
 * Who may call an operation: `public` (no token), `optional` (a token is used when present),
 * `user` (an access token), `temporary` (the identity provider's temporary token).
 */
export type Access = 'public' | 'optional' | 'user' | 'temporary'

export interface HandlerContext<Params, Query, Body> {
  request: Request
  params: Params
  query: Query
  body: Body
  /** The body as sent, before validation dropped what the schema does not name. */
  rawBody: unknown
  /** The signed-in user for `user`, `temporary` and (when a token came) `optional` access. */
  user: UserRecord | null
  claims: TokenClaims | null
}

export interface OperationOptions<Params, Query, Body> extends InputMessages {
  access: Access
  /** Roles allowed; others get 403. Omitted: any signed-in role. */
  roles?: readonly Role[]
  /** Counsellors must be approved by a moderator (403 with the spec's message otherwise). */
  approvedCounsellor?: { message: string }
  /**
   * The plan feature the caller's plan must include (the contract's `x-plan`): a counsellor
   * without it gets 403 with words naming the plans that include it (src/config/plans.ts).
   */
  plan?: PlanFeatureKey
  params?: z.ZodMiniType<Params>
  query?: z.ZodMiniType<Query>
  body?: z.ZodMiniType<Body>
}

/** What an operation() handler declares about its callers, kept so tests can compare it with the contract. */
export interface OperationDeclaration {
  method: 'get' | 'post'
  /** The templated contract path: `/auth/student/{studentId}/notes`. */
  path: string
  access: Access
  roles: readonly Role[] | undefined
  approvedCounsellor: boolean
  plan: PlanFeatureKey | undefined
}

const declarations = new WeakMap<HttpHandler, OperationDeclaration>()

/**
 * The declaration behind a handler made by operation(); undefined for any other handler. Lets
 * tests/contract/authz-matrix.test.ts prove the roles in code equal the contract's x-roles.
 */
export function operationDeclaration(handler: HttpHandler): OperationDeclaration | undefined {
  return declarations.get(handler)
}

export const URI_TOO_LONG = 'The request URL is too long.'

export function errorResponse(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return HttpResponse.json({ message, ...extra }, { status })
}

const encoder = new TextEncoder()

/**
 * Answers with a JSON body typed by the generated response type. The text is encoded once:
 * HttpResponse.json encodes it to measure it and the Response encodes it again, a third of the
 * time of a large answer (My Students of the large scenario is 1.3 MB).
 */
export function ok<T extends DefaultBodyType>(body: T, status = 200): Response {
  const bytes = encoder.encode(JSON.stringify(body) ?? '')
  return new HttpResponse(bytes, {
    status,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(bytes.byteLength) },
  })
}

function authenticate(
  request: Request,
  access: Access,
): { user: UserRecord | null; claims: TokenClaims | null } {
  const header = request.headers.get('authorization')
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1]
  if (!token) {
    if (access === 'public' || access === 'optional') return { user: null, claims: null }
    throw new HttpError(401, 'Unauthorized: no access token')
  }
  if (access === 'public') return { user: null, claims: null }
  const check = verifyToken(token)
  if (!check.ok) {
    // A token that was sent must be good, even where none is needed (optional access).
    throw new HttpError(
      401,
      check.reason === 'expired' ? 'Token expired' : 'Unauthorized: invalid token',
    )
  }
  const wanted = access === 'temporary' ? 'temporary' : 'access'
  if (check.claims.typ !== wanted && !(access === 'optional' && check.claims.typ === 'access')) {
    throw new HttpError(401, 'Unauthorized: wrong kind of token')
  }
  const user = db.users.get(check.claims.sub)
  if (!user) throw new HttpError(401, 'Unauthorized: unknown user')
  return { user, claims: check.claims }
}

/**
 * 414 for an oversize URL under the API, before any handler matches it: msw refuses to match a
 * path longer than 8,192 characters and throws (an 8 KB path parameter answered 500), so this
 * comes first in the handler list and decides by a predicate that reads only the URL's length.
 */
export const oversizeUrlHandler: HttpHandler = http.all(
  ({ request }) =>
    request.url.length > MAX_REQUEST_URL_LENGTH &&
    new URL(request.url).pathname.includes('/api/v1/'),
  () => errorResponse(414, URI_TOO_LONG),
)

/** An operation's work, run once its caller and inputs are checked. */
export type Resolver<Context> = (context: Context) => Response | Promise<Response>

/**
 * A resolver whose code loads on its first call, for work the first visit of the demo should not
 * carry (sessions: the slot engine, the time-zone library, the `.ics` builder):
 * `lazy(() => import('./work').then((work) => work.bookSession))`. The operation is declared and
 * checks its caller and inputs at once; only the resolver waits for its module. Typed by the
 * loaded function, so its context must be what the operation's schemas give (`ContextOf`).
 */
export function lazy<Context>(load: () => Promise<Resolver<Context>>): Resolver<Context> {
  return async (context) => (await load())(context)
}

type Output<S> = S extends z.ZodMiniType ? z.output<S> : undefined

/**
 * The context operation() gives a resolver of these schemas, for resolvers written apart from
 * their declaration: `ContextOf<{ params: typeof zGetSessionPath }>`, or `ContextOf` alone for
 * an operation without inputs.
 */
export type ContextOf<
  Schemas extends Partial<Record<'params' | 'query' | 'body', unknown>> = object,
> = HandlerContext<
  Schemas extends { params: infer S } ? Output<S> : undefined,
  Schemas extends { query: infer S } ? Output<S> : undefined,
  Schemas extends { body: infer S } ? Output<S> : undefined
>

/**
 * Declares one contract operation: checks the token (401), the role and the plan (403), validates params,
 * query and body against the contract's schemas (400), then runs the resolver (loaded on first
 * use with `lazy`). Resolvers throw HttpError for expected failures; anything else becomes a 500.
 * The resolver's context is inferred from the schemas only (NoInfer): a resolver that reads an
 * input the declaration does not validate does not compile.
 */
export function operation<Params = undefined, Query = undefined, Body = undefined>(
  method: 'get' | 'post',
  path: string,
  options: OperationOptions<Params, Query, Body>,
  resolve: Resolver<HandlerContext<NoInfer<Params>, NoInfer<Query>, NoInfer<Body>>>,
): HttpHandler {
  const mswPath = `${API_PREFIX}${path.replace(/\{(\w+)\}/g, ':$1')}`
  const handler = withEdge(method, mswPath, { method, path }, async ({ request, params }) => {
    // Before anything reads it: an oversize URL is refused cleanly (contract: UriTooLong).
    if (request.url.length > MAX_REQUEST_URL_LENGTH) return errorResponse(414, URI_TOO_LONG)
    try {
      const { user, claims } = authenticate(request, options.access)
      // Roles other than counsellor and student (a parent) are refused wherever roles are listed.
      if (options.roles && user && !(options.roles as readonly string[]).includes(user.role)) {
        throw new HttpError(403, 'Forbidden: this operation is not available to your role')
      }
      if (options.approvedCounsellor && user?.role === 'counsellor' && !user.isCounsellorApproved) {
        throw new HttpError(403, options.approvedCounsellor.message)
      }
      if (options.plan && user?.role === 'counsellor') requireFeature(user, options.plan)
      const url = new URL(request.url)
      const rawBody = options.body ? await readJson(request) : undefined
      const context: HandlerContext<Params, Query, Body> = {
        request,
        user,
        claims,
        params: parse(options.params, params, 'path'),
        query: parse(options.query, Object.fromEntries(url.searchParams), 'query'),
        body: parse(strictBody(options.body), rawBody, 'body', options),
        rawBody,
      }
      // Loaded beside the seed (services/country-table.ts): at once after the first answers.
      await countryTableLoaded
      return await resolve(context)
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.message, error.extra)
      console.error(`[mock backend] ${method.toUpperCase()} ${path} failed`, error)
      return errorResponse(500, 'Internal server error')
    }
  })
  declarations.set(handler, {
    method,
    path,
    access: options.access,
    roles: options.roles,
    approvedCounsellor: Boolean(options.approvedCounsellor),
    plan: options.plan,
  })
  return handler
}

/** The signed-in user of a `user` operation (the wrapper guarantees it). */
export function requireUser(context: { user: UserRecord | null }): UserRecord {
  if (!context.user) throw new HttpError(401, 'Unauthorized')
  return context.user
}
