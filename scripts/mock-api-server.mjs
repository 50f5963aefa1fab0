// npm run mock-server: the mock backend over real HTTP (mocks/server), for the production build
// attached to it from another origin. Loads the TypeScript mock backend through Vite's module
// runner (the same aliases and ?raw imports as the app), then keeps serving until stopped.
//
//   --port 4176             the API (and the identity provider page)
//   --control-port 4177     the control routes (reset, mailbox, faults, stop/start)
//   --allow-origin <url>    an origin allowed by CORS; repeat it, or `*` for any
//   --host 127.0.0.1
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import tailwindcss from '@tailwindcss/vite'
import { createServer } from 'vite'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4176' },
    'control-port': { type: 'string', default: '4177' },
    'allow-origin': { type: 'string', multiple: true, default: ['http://localhost:4173'] },
    host: { type: 'string', default: '127.0.0.1' },
  },
})

const root = fileURLToPath(new URL('..', import.meta.url))
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'warn',
  appType: 'custom',
  // The stand-in pages are the demo build's components: the app's stylesheet, Tailwind's
  // classes made, is inlined into each page (mocks/server/page-document.ts).
  plugins: [tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('../mocks', import.meta.url)),
    },
  },
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
})
const { startMockApiServer } = await vite.ssrLoadModule('/mocks/server/main.ts')
const server = await startMockApiServer({
  host: values.host,
  port: Number(values.port),
  controlPort: Number(values['control-port']),
  allowedOrigins: values['allow-origin'],
})
console.log(`Mock API server (demo data, CORS for ${values['allow-origin'].join(', ')})
  VITE_API_BASE_URL=${server.apiBaseUrl}
  VITE_IDENTITY_AUTHORIZE_URL=${server.identityAuthorizeUrl}
  control: ${server.controlUrl} (POST /reset, GET /mailbox?to=, POST /faults, POST /api/stop)`)

const stop = async () => {
  await server.close()
  await vite.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
