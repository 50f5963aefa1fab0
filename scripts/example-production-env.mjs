// A complete production configuration (build/production-config.ts) for the builds that only
// inspect or measure the production bundle: the mock-code check, the bundle budgets and the
// bench. The API is relative (a host serving it on the app's own origin), so a local preview of
// that build behaves as before; the identity provider and support address are placeholders that
// no test follows. Anything set in the environment wins.
export const exampleProductionEnv = {
  VITE_API_BASE_URL: '/api/v1',
  VITE_IDENTITY_AUTHORIZE_URL: 'https://identity.catalyst.example/oauth2/authorize',
  VITE_IDENTITY_CLIENT_ID: 'catalyst-web',
  VITE_SUPPORT_EMAIL: 'support@catalyst.example',
}

/** `env` with the example production settings filled in where it has none. */
export function withExampleProductionEnv(env = process.env) {
  return { ...exampleProductionEnv, ...env }
}
