// Writes src/routeTree.gen.ts with the same generator the Vite plugin uses (tsr.config.json),
// so the route tree can be produced and checked without starting Vite.
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)
const pluginDir = require.resolve('@tanstack/router-plugin/package.json')
const generatorPath = createRequire(pluginDir).resolve('@tanstack/router-generator')
const { Generator, getConfig } = await import(pathToFileURL(generatorPath).href)

export async function generateRouteTree(root = process.cwd(), overrides = {}) {
  const config = getConfig({ ...overrides }, root)
  const generator = new Generator({ config, root })
  await generator.run()
  return config.generatedRouteTree
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = await generateRouteTree()
  console.log(`route tree written to ${file}`)
}
