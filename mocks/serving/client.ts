import { configureMocks, type MockConfig } from '../config'
import type { TabLink } from './link'
import { callHere, type OpArgs, type OpName, type OpResult } from './operations'
import type { WireRequest } from './wire'

/**
 * A tab's way to the mock server. In the browser (mocks/browser.ts) every call goes over the tab
 * link to the one serving tab; in Node tests and Storybook, where the database is in the same
 * place, operations run directly.
 */
export type ServerCall =
  { kind: 'http'; request: WireRequest } | { kind: 'op'; name: OpName; args: unknown[] }

let link: TabLink<ServerCall> | null = null

export function setServerLink(next: TabLink<ServerCall> | null): void {
  link = next
}

export function serverLink(): TabLink<ServerCall> | null {
  return link
}

/** Here, with no serving tab: nothing is saved, no live server to drop, the generators seed. */
const callLocally = callHere({
  from: 'local',
  backend: null,
  sockets: null,
  live: null,
  seed: async (scenario) => (await import('../seed')).seedScenario(scenario),
})

/** Runs a mock operation (mocks/serving/operations.ts) where the database is. */
export function callServer<N extends OpName>(name: N, ...args: OpArgs<N>): Promise<OpResult<N>> {
  if (link) return link.call<OpResult<N>>({ kind: 'op', name, args })
  return callLocally(name, ...args)
}

/**
 * Applies server settings (token lifetimes, limits) here and, in the browser, in the serving
 * tab, where tokens are issued. In order with the calls that follow from this tab.
 */
export function configureServer(config: Partial<Omit<MockConfig, 'latencyMs'>>): Promise<void> {
  configureMocks(config)
  return link ? callServer('configure', config) : Promise.resolve()
}
