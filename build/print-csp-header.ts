// npm run csp-header [-- <build folder>]: prints the Content-Security-Policy header the host must
// send for a build (docs/real-backend.md): the policy the build wrote into its
// index.html plus frame-ancestors, which only a header can carry.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { cspHeaderOf } from './csp-plugin.ts'

const folder = process.argv[2] ?? 'dist'
console.log(cspHeaderOf(readFileSync(join(folder, 'index.html'), 'utf8')))
