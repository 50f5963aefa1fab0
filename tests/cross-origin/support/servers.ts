/**
 * Where the cross-origin suite's two servers live: the production build (mocking off) served by
 * `vite preview` on localhost, and the mock backend over real HTTP (mocks/server) on 127.0.0.1,
 * a different origin and site. Ports can be moved with E2E_CROSS_PORT (the app; the API and its
 * control routes take the next two).
 */
const appPort = Number(process.env.E2E_CROSS_PORT ?? 4175)
const apiPort = appPort + 1
const controlPort = appPort + 2
const apiOrigin = `http://127.0.0.1:${apiPort}`

export const crossOrigin = {
  appPort,
  apiPort,
  controlPort,
  appOrigin: `http://localhost:${appPort}`,
  apiOrigin,
  controlUrl: `http://127.0.0.1:${controlPort}`,
  outDir: process.env.E2E_CROSS_OUT_DIR ?? 'dist-cross-origin',
  /** The production build's whole configuration (README, "Attaching a real backend"). */
  buildEnv: {
    VITE_ENABLE_MOCKS: 'false',
    VITE_API_BASE_URL: `${apiOrigin}/api/v1`,
    VITE_SOCKET_URL: apiOrigin,
    VITE_IDENTITY_AUTHORIZE_URL: `${apiOrigin}/identity/authorize`,
    VITE_IDENTITY_CLIENT_ID: 'catalyst-web',
    VITE_SUPPORT_EMAIL: 'support@catalyst.example',
  },
} as const
