// Proves the production build (mocking off) ships no mock code: builds it, then reads every
// source map to list the modules that went into it, and scans the emitted files.
// Forbidden: msw, @msw/data, faker, mock-socket, anything under mocks/ (seed data included).
// Also proves the served folder holds only what browsers need: the source maps and Vite's
// manifest live in `<outDir>-meta/` beside it (build/build-meta.ts), never in it.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { metaDirOf, metaFilesIn } from '../build/build-meta.ts'
import { withExampleProductionEnv } from './example-production-env.mjs'

const outDir = process.env.BUNDLE_DIR ?? 'dist'
const metaDir = metaDirOf(outDir)
if (!process.argv.includes('--no-build')) {
  execFileSync('vite', ['build', '--mode', 'production', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: withExampleProductionEnv(),
  })
}

const forbiddenSources = [
  /node_modules\/msw\//,
  /node_modules\/@msw\//,
  /node_modules\/@mswjs\//,
  /node_modules\/@faker-js\//,
  /node_modules\/mock-socket\//,
  /(^|\/)mocks\//,
]
// Strings that only mock code contains: the worker's name, MSW's log prefix, demo identities.
const forbiddenText = [/mockServiceWorker/, /\[MSW\]/, /@catalyst\.demo\b/, /faker/i]
// No secret ships to browsers (docs/security.md): private keys, secret API keys, cloud
// credentials, or a token (JWT) written into the code. Checked in every emitted file, maps too.
const secretPatterns = [
  [/-----BEGIN (?:[A-Z]+ )*PRIVATE KEY-----/, 'a private key'],
  [/\b[sr]k_(?:live|test)_[0-9A-Za-z]{8,}/, 'a Stripe secret or restricted key'],
  [/\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/, 'an AWS access key id'],
  [/\beyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/, 'a JWT'],
  [/\bgh[pousr]_[0-9A-Za-z]{36}\b/, 'a GitHub token'],
  [/\bAIza[\w-]{35}\b/, 'a Google API key'],
  [/\bxox[abpr]-[0-9A-Za-z-]{10,}/, 'a Slack token'],
]
// The patterns must catch what they claim to, or the check would pass by proving nothing.
// (Samples are assembled at run time so this file itself holds no secret-looking literal.)
const secretSamples = [
  ['-----BEGIN RSA ', 'PRIVATE KEY-----'],
  ['sk_', 'live_4eC39HqLyjWDarjtT1zdp7dc'],
  ['AKIA', 'IOSFODNN7EXAMPLE'],
  [
    'eyJhbGciOiJIUzI1NiJ9.',
    'eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U',
  ],
  ['ghp_', '0123456789abcdefghijABCDEFGHIJ012345'],
  ['AIza', 'SyA-0123456789abcdefghijklmnopqrstu'],
  ['xoxb-', '1234567890-abcdefghij'],
].map((parts) => parts.join(''))
secretSamples.forEach((sample, index) => {
  if (!secretPatterns[index][0].test(sample)) throw new Error(`secret pattern ${index} is broken`)
})

const list = (dir) =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        return statSync(path).isDirectory() ? list(path) : [path]
      })
    : []
const served = list(outDir)
const files = [...served, ...list(metaDir)]

const problems = []
// A host serves outDir as it is: a map there publishes the source, the manifest the chunk graph.
for (const file of metaFilesIn(outDir))
  problems.push(
    `${join(outDir, file)}: build metadata in the served folder (belongs in ${metaDir})`,
  )
// Nor may a served file point at a map or carry one inline (`sourcemap` other than 'hidden').
for (const file of served.filter((path) => /\.(m?js|css)$/.test(path)))
  if (/^\s*\/[/*][#@] sourceMappingURL=/m.test(readFileSync(file, 'utf8')))
    problems.push(`${file}: references a source map (keep build.sourcemap 'hidden')`)

let modules = 0
for (const file of files) {
  const content = readFileSync(file, 'utf8')
  for (const [re, what] of secretPatterns)
    if (re.test(content)) problems.push(`${file}: contains ${what} (${re})`)
  if (file.endsWith('.map')) {
    const { sources = [] } = JSON.parse(readFileSync(file, 'utf8'))
    modules += sources.length
    for (const source of sources)
      if (forbiddenSources.some((re) => re.test(source)))
        problems.push(`${file}: bundles ${source}`)
  } else if (/\.(js|css|html|json)$/.test(file)) {
    const text = readFileSync(file, 'utf8')
    for (const re of forbiddenText) if (re.test(text)) problems.push(`${file}: contains ${re}`)
  }
}
if (existsSync(join(outDir, 'mockServiceWorker.js')))
  problems.push(`${join(outDir, 'mockServiceWorker.js')} was emitted`)
if (modules === 0)
  problems.push(`no source maps found in ${metaDir}: the check would prove nothing`)

if (problems.length) {
  console.error(
    `Production bundle contains mock code, secrets or build metadata:\n${problems.join('\n')}`,
  )
  process.exit(1)
}
console.log(
  `Production bundle is free of mock code and secrets; ${outDir}/ holds no source map or manifest (${served.length} served files, ${files.length - served.length} in ${metaDir}/, ${modules} modules checked).`,
)
