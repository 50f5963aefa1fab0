// npm run bench:mock: the mock backend's own work per request (issue 25, "reads proportional to
// the answer, not the tables"). Seeds the demo and the large scenario in Node, calls every GET
// operation of the contract (and a representative set of POSTs) as the demo accounts, straight
// into the handlers' server side (no latency, no faults, no network: msw's getResponse over
// serverHandlers), and prints the median and 95th percentile of each. Exits 1 when a budget of
// bench/budgets.json `mockWorkMs` is exceeded.
//
//   --runs N             timed calls per operation and caller (default 25)
//   --warm-up N          untimed rounds first (default 3)
//   --scenario NAME      demo or large (default: both)
//   --json FILE          also write the figures as JSON
import { writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import { createServer } from 'vite'

import { readBenchConfig } from './config.mjs'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '25' },
    'warm-up': { type: 'string', default: '3' },
    scenario: { type: 'string', multiple: true },
    json: { type: 'string' },
  },
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error('--runs needs a whole number of at least 1')
const scenarios = values.scenario ?? ['demo', 'large']
const WARM_UP = Number(values['warm-up'])
if (!Number.isInteger(WARM_UP) || WARM_UP < 0) throw new Error('--warm-up needs a whole number')
const API = 'http://localhost/api/v1'

const root = fileURLToPath(new URL('../../', import.meta.url))
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})
// One module graph: the seed, the handlers and the inputs share the one database.
const load = (path) => vite.ssrLoadModule(path)
const { getResponse } = await import('msw')
const { provideJsdomWindow } = await load('/mocks/services/html-sanitizer-node.ts')
provideJsdomWindow()
const { server } = await load('/mocks/node.ts')
const { handlers } = await load('/mocks/handlers/index.ts')
const { serverHandlers, operationDeclaration } = await load('/mocks/handlers/http.ts')
const { seedScenario } = await load('/mocks/seed/index.ts')
const { operations } = await load('/mocks/testing/contract.ts')
const { validCalls } = await load('/tests/contract/inputs.ts')
const { db } = await load('/mocks/db/index.ts')

// The inputs' helpers call the API with fetch (a fresh sign-up, an upload): msw/node answers.
server.listen({ onUnhandledRequest: 'error' })
const cores = serverHandlers(handlers)

/** Who may call each operation, from the handlers' own declarations. */
const declarations = new Map(
  handlers.flatMap((handler) => {
    const declaration = operationDeclaration(handler)
    return declaration ? [[`${declaration.method} ${declaration.path}`, declaration]] : []
  }),
)

function urlOf(op, input) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name) =>
    encodeURIComponent(String(input.path?.[name] ?? '')),
  )
  const query = new URLSearchParams(
    Object.entries(input.query ?? {}).map(([key, value]) => [key, String(value)]),
  ).toString()
  return `${API}${path}${query ? `?${query}` : ''}`
}

function requestOf(op, input) {
  const headers = {}
  if (input.token) headers.authorization = `Bearer ${input.token}`
  const multipart = input.body instanceof FormData
  if (input.body !== undefined && !multipart) headers['content-type'] = 'application/json'
  return new Request(urlOf(op, input), {
    method: op.method.toUpperCase(),
    headers,
    body:
      input.body === undefined ? undefined : multipart ? input.body : JSON.stringify(input.body),
  })
}

/** The server's work for one call: routing, the handler, and the answer's bytes. */
async function timed(op, input) {
  const request = requestOf(op, input)
  const started = performance.now()
  const response = await getResponse(cores, request)
  await response?.arrayBuffer()
  return { ms: performance.now() - started, status: response?.status ?? 0 }
}

/** The demo accounts an operation lets in (public ones are called without a token). */
function callersOf(op) {
  const declaration = declarations.get(`${op.method} ${op.path}`)
  if (!declaration || declaration.access === 'public') return ['anonymous']
  return ['counsellor', 'student'].filter(
    (as) =>
      !declaration.roles || declaration.roles.includes(as === 'student' ? 'student' : 'counsellor'),
  )
}

// Inputs that are spent by their call are made again for every call.
const SINGLE_USE = new Set(['getNewAccessToken'])
/**
 * The POSTs timed, in the order one round calls them: a chat both ways and its reading, a note,
 * a pathway (another one each round) and a step of it, an invitation, a request accepted, a
 * profile save, and sign-in. Logout (it ends every sign-in of the account) and the calls that
 * would end the demo student's connection are left out.
 */
const POSTS = [
  ['sendMessage', 'counsellor'],
  ['sendMessage', 'student'],
  ['readMessages', 'counsellor'],
  ['readMessages', 'student'],
  ['addStudentNote', 'counsellor'],
  ['assignPathway', 'counsellor'],
  ['markStepComplete', 'counsellor'],
  ['inviteStudent', 'counsellor'],
  ['decideStudentRequest', 'counsellor'],
  ['updateStudentProfile', 'student'],
  ['updateCounsellorProfile', 'counsellor'],
  ['signIn', 'anonymous'],
]

const median = (sorted) => {
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function measure(scenario) {
  const seeding = performance.now()
  await seedScenario(scenario)
  const seedMs = performance.now() - seeding
  const byOperation = new Map()
  const record = (label, { ms, status }) => {
    const entry = byOperation.get(label) ?? { times: [], statuses: new Set() }
    entry.times.push(ms)
    entry.statuses.add(status)
    byOperation.set(label, entry)
  }

  const gets = operations
    .filter((op) => op.method === 'get' && validCalls[op.operationId])
    .flatMap((op) => callersOf(op).map((as) => ({ op, as })))
  const inputs = new Map()
  for (const { op, as } of gets)
    inputs.set(
      `${op.operationId} ${as}`,
      await validCalls[op.operationId](as === 'anonymous' ? undefined : as),
    )
  const posts = POSTS.map(([operationId, as]) => ({
    op: operations.find((op) => op.operationId === operationId),
    as,
  }))
  const pathwaySks = db.pathways.all().map((pathway) => pathway.sk)

  for (let round = 0; round < WARM_UP + runs; round++) {
    const keep = round >= WARM_UP
    for (const { op, as } of gets) {
      const label = `${op.operationId} ${as}`
      const input = SINGLE_USE.has(op.operationId)
        ? await validCalls[op.operationId](as === 'anonymous' ? undefined : as)
        : inputs.get(label)
      const result = await timed(op, input)
      if (keep) record(label, result)
    }
    for (const { op, as } of posts) {
      const input = await validCalls[op.operationId](as === 'anonymous' ? undefined : as)
      // Another pathway each round, so every assignment replaces one and has steps to complete.
      if (op.operationId === 'assignPathway')
        input.body = { pathwaySk: pathwaySks[1 + (round % (pathwaySks.length - 1))] }
      const result = await timed(op, input)
      if (keep) record(`${op.operationId} ${as}`, result)
    }
  }

  const rows = [...byOperation].map(([label, { times, statuses }]) => {
    const sorted = [...times].sort((a, b) => a - b)
    return { label, statuses: [...statuses], median: median(sorted), p95: percentile(sorted, 95) }
  })
  const all = [...byOperation.values()].flatMap(({ times }) => times).sort((a, b) => a - b)
  return { scenario, seedMs, rows, median: median(all), p95: percentile(all, 95) }
}

const round = (ms) => Math.round(ms * 100) / 100
const results = []
console.log(
  `Mock backend work per request, ${runs} calls each (cpus ${cpus().length}, load ${loadavg()
    .map((v) => v.toFixed(1))
    .join(' ')})`,
)
for (const scenario of scenarios) {
  const result = await measure(scenario)
  results.push(result)
  console.log(`\n${scenario}: seeded in ${Math.round(result.seedMs)} ms`)
  const width = Math.max(...result.rows.map((row) => row.label.length))
  console.log(`${'operation (caller)'.padEnd(width)}  status  median ms  p95 ms`)
  for (const row of result.rows)
    console.log(
      `${row.label.padEnd(width)}  ${row.statuses.join('/').padEnd(6)}  ${round(row.median)
        .toFixed(2)
        .padStart(9)}  ${round(row.p95).toFixed(2).padStart(6)}`,
    )
  const slowest = result.rows.reduce((worst, row) => (row.median > worst.median ? row : worst))
  console.log(
    `all requests: median ${round(result.median)} ms, p95 ${round(result.p95)} ms; slowest median: ${slowest.label} ${round(slowest.median)} ms`,
  )
}

const budget = readBenchConfig().budgets.mockWorkMs
const failures = []
for (const result of results) {
  const limit = budget?.[`${result.scenario}Median`]
  if (limit !== undefined && result.median > limit)
    failures.push(`${result.scenario}: median ${round(result.median)} ms > ${limit} ms`)
  if (result.scenario === 'large' && budget?.largeMaxPerOperation !== undefined) {
    for (const row of result.rows) {
      const operation = row.label.split(' ')[0]
      const limit = budget.largePerOperation?.[operation] ?? budget.largeMaxPerOperation
      if (row.median > limit)
        failures.push(`large: ${row.label} median ${round(row.median)} ms > ${limit} ms`)
    }
  }
}

if (values.json)
  writeFileSync(
    values.json,
    JSON.stringify(
      results.map(({ rows, ...rest }) => ({
        ...rest,
        rows: rows.map((row) => ({ ...row, median: round(row.median), p95: round(row.p95) })),
      })),
      null,
      2,
    ),
  )
server.close()
await vite.close()
if (failures.length) {
  console.error(`\nOver budget (bench/budgets.json mockWorkMs):\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nWithin the mockWorkMs budgets of bench/budgets.json.')
