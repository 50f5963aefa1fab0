// @ts-check
import { readdirSync } from 'node:fs'

const features = (() => {
  try {
    return readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  } catch {
    return []
  }
})()

// One-way dependencies (ARCHITECTURE.md): components, lib, api, config -> features -> routes/app.
// No feature imports another; src never imports mocks except the lazy mock boot in main.tsx.
export const boundaryZones = [
  ...['components', 'lib', 'api', 'config'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/routes', './src/app'],
    message: `src/${layer} sits below features, routes and app: it must not import them.`,
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features must not import routes or app; routes compose features.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in a route.',
  })),
  {
    target: './src',
    from: './mocks',
    except: [],
    message: 'src never imports mocks (only the lazy import in main.tsx, which is allowed inline).',
  },
  {
    target: './mocks',
    from: ['./src/features', './src/routes', './src/app', './src/components'],
    message: 'The mock backend depends only on the contract (src/api/generated) and src/config.',
  },
]
