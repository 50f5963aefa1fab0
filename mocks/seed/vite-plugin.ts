import { type AliasOptions, type Plugin, runnerImport } from 'vite'

/** The demo scenario's template, computed at build time (mocks/seed/template.ts). */
export const DEMO_SEED_MODULE = 'virtual:catalyst-demo-seed'
const RESOLVED = `\0${DEMO_SEED_MODULE}`

/**
 * Runs the faker seed in Node when the app first imports the demo seed (mock mode only: nothing
 * imports it in production) and serves the result as a JSON module, so the browser downloads the
 * ready data (~45 KB gzip) instead of faker and the generators (~300 KB gzip).
 * `templateModule` is the absolute path of mocks/seed/demo-template.ts; `alias` the app's aliases.
 */
export function demoSeedPlugin(options: { templateModule: string; alias: AliasOptions }): Plugin {
  return {
    name: 'catalyst-demo-seed',
    resolveId(id) {
      return id === DEMO_SEED_MODULE ? RESOLVED : undefined
    },
    async load(id) {
      if (id !== RESOLVED) return undefined
      // Typed by shape: importing the seed's types would pull the app's paths into the config project.
      const { module, dependencies } = await runnerImport<{ buildDemoTemplate: () => unknown }>(
        options.templateModule,
        { configFile: false, logLevel: 'warn', resolve: { alias: options.alias } },
      )
      // The dev server rebuilds the template when a seed file changes.
      for (const file of dependencies) this.addWatchFile(file)
      const template = module.buildDemoTemplate()
      // JSON.parse of a string literal parses faster than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(template))})`
    },
  }
}
