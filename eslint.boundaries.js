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
// Each message says what the importing file may import, then how to do without the refused edge.
const LOWER = ['components', 'lib', 'api', 'config']
const lowerList = 'src/components, src/lib, src/api and src/config'

export const boundaryZones = [
  ...LOWER.map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/routes', './src/app'],
    message:
      `src/${layer} may import ${lowerList}, never features, routes or app, which sit above it: ` +
      'take what it needs from them as a prop, a callback or an argument.',
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message:
      `A feature may import ${lowerList} and its own files, never routes or app: a route ` +
      'composes features and hands them what they need as props.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      `A feature may import ${lowerList} and its own files, never another feature: compose ` +
      'them in a route (src/routes) or pass a slot prop; move what both need down into ' +
      'src/components or src/lib.',
  })),
  {
    target: './src',
    from: './mocks',
    except: [],
    message:
      'src may import src and packages, never mocks: the app reaches the mock backend only ' +
      'through HTTP and the socket, as it would a real server (the one exception, the lazy ' +
      'mock boot in main.tsx, is allowed in eslint.config.js).',
  },
  {
    target: './mocks',
    from: ['./src/features', './src/routes', './src/app', './src/components'],
    message:
      'The mock backend may import src/api (the contract: src/api/generated), src/config and ' +
      'src/lib, ' +
      'never the screens (features, routes, app, components): it stands in for a server, ' +
      'which knows the contract, not the UI.',
  },
]
