// Proves the production build (mocking off) ships no mock code: builds it, then reads every
// source map to list the modules that went into it, and scans the emitted files.
// Forbidden: msw, @msw/data, faker, mock-socket, anything under mocks/ (seed data included).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const outDir = process.env.BUNDLE_DIR ?? 'dist'
if (!process.argv.includes('--no-build')) {
  execFileSync('vite', ['build', '--mode', 'production', '--logLevel', 'warn'], {
    stdio: 'inherit',
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

const files = (function list(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? list(path) : [path]
  })
})(outDir)

const problems = []
let modules = 0
for (const file of files) {
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
  problems.push('dist/mockServiceWorker.js was emitted')
if (modules === 0) problems.push('no source maps found: the check would prove nothing')

if (problems.length) {
  console.error(`Production bundle contains mock code:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(
  `Production bundle is free of mock code (${files.length} files, ${modules} modules checked).`,
)
