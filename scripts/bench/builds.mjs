// Builds the app for the bench and serves builds with `vite preview`.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { manifestPathOf } from '../../build/build-meta.ts'
import { withExampleProductionEnv } from '../example-production-env.mjs'
import { PORTS } from './config.mjs'

/** `production`: mocking off (npm run build); `demo`: mocking on (npm run build:demo). */
export const MODES = { production: 'production', demo: 'demo' }

/** Newest modification time under the inputs of a build (sources, config, lockfile). */
function newestInput() {
  const roots = [
    'src',
    'mocks',
    'public',
    'build',
    'index.html',
    'vite.config.ts',
    'package-lock.json',
  ]
  let newest = 0
  const visit = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name))
    } else if (!/\.(test|stories)\.tsx?$/.test(path)) {
      newest = Math.max(newest, stat.mtimeMs)
    }
  }
  roots.forEach(visit)
  return newest
}

/**
 * True when the build in `outDir` has a manifest (in `<outDir>-meta/`, build/build-meta.ts) newer
 * than every source file. A build from before the manifest moved out counts as stale.
 */
export function isFresh(outDir) {
  const manifest = manifestPathOf(outDir)
  return existsSync(manifest) && statSync(manifest).mtimeMs >= newestInput()
}

export function build(mode, outDir) {
  const started = performance.now()
  execFileSync(
    'vite',
    ['build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      // Production needs its backend settings (build/production-config.ts); the demo ignores them.
      // The bench's production build talks to the mock backend over HTTP (mockApi below), so the
      // pages that need data are measured as production serves them, without the demo's worker.
      env: withExampleProductionEnv({
        VITE_API_BASE_URL: `http://127.0.0.1:${PORTS.api}/api/v1`,
        ...process.env,
      }),
    },
  )
  return Math.round(performance.now() - started)
}

/** Serves `outDir` with `vite preview` on `port`; resolves once it answers. */
export async function preview(mode, outDir, port) {
  const child = spawn(
    'vite',
    [
      'preview',
      '--mode',
      mode,
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(
        `vite preview for ${outDir} exited (${child.exitCode}); is port ${port} free?`,
      )
    try {
      if ((await fetch(origin)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`vite preview for ${outDir} did not answer on ${origin} within 30 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill()
      }),
  }
}

/**
 * The mock backend over HTTP (npm run mock-server) on the bench's API port, answering the
 * production build served from `appOrigin`; resolves once it answers.
 */
export async function mockApi(appOrigin) {
  const child = spawn(
    process.execPath,
    [
      'scripts/mock-api-server.mjs',
      '--port',
      String(PORTS.api),
      '--control-port',
      String(PORTS.apiControl),
      '--allow-origin',
      appOrigin,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const health = `http://127.0.0.1:${PORTS.apiControl}/health`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The mock API server exited (${child.exitCode})`)
    try {
      if ((await fetch(health)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill()
      throw new Error(`The mock API server did not answer on ${health} within 60 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', resolve)
        child.kill()
      }),
  }
}
