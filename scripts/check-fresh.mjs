// Fails when the committed generated code differs from what the contract and routes produce:
// the contract's bundle openapi/bundled/openapi.yaml, src/api/generated and
// src/api/response-validators.gen.ts (from openapi/openapi.yaml and the files it $refs) and
// src/routeTree.gen.ts (from src/routes), and the heatmap's world map (from world-atlas).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

import { bundledContractSource } from './bundle-openapi.mjs'
import { generateRouteTree } from './generate-routes.mjs'
import { responseValidatorsSource } from './generate-response-validators.mjs'

const root = process.cwd()
const tmp = mkdtempSync(join(tmpdir(), 'catalyst-fresh-'))
const problems = []
const cleanup = []

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(path) : [path]
  })
}

function compareDirs(expectedDir, actualDir, label) {
  const expected = new Map(listFiles(expectedDir).map((p) => [relative(expectedDir, p), p]))
  const actual = new Map(listFiles(actualDir).map((p) => [relative(actualDir, p), p]))
  for (const [name, path] of expected) {
    if (!actual.has(name)) problems.push(`${label}/${name} is missing: run npm run generate`)
    else if (readFileSync(path, 'utf8') !== readFileSync(actual.get(name), 'utf8'))
      problems.push(`${label}/${name} is stale: run npm run generate`)
  }
  for (const name of actual.keys())
    if (!expected.has(name))
      problems.push(`${label}/${name} is not produced by the contract: remove it`)
}

try {
  // The client is generated from a fresh bundle, so it is checked against the contract's files.
  const contract = bundledContractSource()
  if (contract !== readFileSync(join(root, 'openapi/bundled/openapi.yaml'), 'utf8'))
    problems.push('openapi/bundled/openapi.yaml is stale: run npm run generate')
  const contractOut = join(tmp, 'openapi.yaml')
  writeFileSync(contractOut, contract)

  const clientOut = join(tmp, 'generated')
  execFileSync('openapi-ts', [], {
    env: { ...process.env, OPENAPI_INPUT: contractOut, OPENAPI_OUTPUT: clientOut },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  compareDirs(clientOut, join(root, 'src/api/generated'), 'src/api/generated')
  const validators = responseValidatorsSource(
    contract,
    readFileSync(join(clientOut, 'zod.gen.ts'), 'utf8'),
  )
  if (validators !== readFileSync(join(root, 'src/api/response-validators.gen.ts'), 'utf8'))
    problems.push('src/api/response-validators.gen.ts is stale: run npm run generate')

  // Beside the real one, so the generated relative imports are the same.
  const treeOut = join(root, 'src', `.routeTree.fresh-${process.pid}.ts`)
  cleanup.push(treeOut)
  await generateRouteTree(root, { generatedRouteTree: treeOut })
  if (readFileSync(treeOut, 'utf8') !== readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8'))
    problems.push('src/routeTree.gen.ts is stale: run npm run generate')

  const mapOut = join(tmp, 'world.geo.json')
  execFileSync('node', ['scripts/generate-world-map.mjs', mapOut], { stdio: 'ignore' })
  if (
    readFileSync(mapOut, 'utf8') !==
    readFileSync(join(root, 'public/maps/world-110m.geo.json'), 'utf8')
  )
    problems.push('public/maps/world-110m.geo.json is stale: run npm run generate')
} finally {
  for (const path of [tmp, ...cleanup]) rmSync(path, { recursive: true, force: true })
}

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log('Contract bundle, generated client, route tree and world map are up to date.')
