import { afterEach, describe, expect, it, vi } from 'vitest'

import { TabLink, type Endpoint } from './link'

/**
 * The tab link between the tabs of one browser, simulated in one process: each TabLink is a tab
 * (BroadcastChannel delivers between instances here as between tabs), each Endpoint a tab's
 * server. A tab that "closes" closes its link, as the page's channel goes with the page.
 */
let channel = 0
const links: Array<TabLink<string>> = []
function tab(name = `test-link-${channel}`) {
  const link = new TabLink<string>(name)
  links.push(link)
  return link
}
afterEach(() => {
  links.splice(0).forEach((link) => link.close())
  channel++
})

/** A server that answers `<call> by <server>` and records what it ran. */
function recordingServer(label: string, ran: Array<{ call: string; id: string }> = []) {
  const endpoint: Endpoint<string> = {
    handle: (call, _from, id) => {
      ran.push({ call, id })
      return Promise.resolve(`${call} by ${label}`)
    },
  }
  return { endpoint, ran }
}

describe('the tab link', () => {
  it('brings every tab’s calls, the serving tab’s own included, to the one server', async () => {
    const serving = tab()
    const other = tab()
    const { endpoint, ran } = recordingServer('A')
    serving.serve(endpoint)

    await expect(other.call('read from B')).resolves.toBe('read from B by A')
    await expect(serving.call('read from A')).resolves.toBe('read from A by A')
    expect(ran.map((entry) => entry.call)).toEqual(['read from B', 'read from A'])
    expect(serving.servesHere).toBe(true)
    expect(other.servesHere).toBe(false)
  })

  it('holds calls made before any tab serves, and sends them once one does', async () => {
    const early = tab()
    const answer = early.call('early call')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const later = tab()
    later.serve(recordingServer('late').endpoint)
    await expect(answer).resolves.toBe('early call by late')
  })

  it('sends a call the closed serving tab never answered to the next server, with the same id', async () => {
    const first = tab()
    const caller = tab()
    const next = tab()
    const stalled: string[] = []
    // The first server takes the call and never answers: its tab is closed meanwhile.
    first.serve({
      handle: (_call, _from, id) => {
        stalled.push(id)
        return new Promise(() => undefined)
      },
    })
    await vi.waitFor(() => expect(caller.server).not.toBeNull())
    const answer = caller.call('write once')
    await vi.waitFor(() => expect(stalled).toHaveLength(1))
    first.close()

    const { endpoint, ran } = recordingServer('next')
    next.serve(endpoint)
    await expect(answer).resolves.toBe('write once by next')
    expect(ran).toEqual([{ call: 'write once', id: stalled[0] }])
  })

  it('recovers from an old announcement of a tab that has gone', async () => {
    const caller = tab()
    const server = tab()
    const { endpoint } = recordingServer('S')
    const serving = server.serve(endpoint)
    await vi.waitFor(() => expect(caller.server).toBe(serving.serverId))
    // An announcement the gone tab posted just before it went arrives late.
    const late = new BroadcastChannel(`test-link-${channel}`)
    late.postMessage({ t: 'serving', server: 'gone' })
    late.close()
    await expect(caller.call('after the late announcement')).resolves.toBe(
      'after the late announcement by S',
    )
    expect(caller.server).toBe(serving.serverId)
  })

  it('delivers pushes to the tab they name only', async () => {
    const serving = tab()
    const one = tab()
    const two = tab()
    const got: string[] = []
    one.onPush('socket', (payload) => got.push(`one ${String(payload)}`))
    two.onPush('socket', (payload) => got.push(`two ${String(payload)}`))
    serving.onPush('socket', (payload) => got.push(`serving ${String(payload)}`))
    const server = serving.serve(recordingServer('S').endpoint)
    server.push(two.tabId, 'socket', 'hello')
    server.push(serving.tabId, 'socket', 'local')
    await vi.waitFor(() => expect(got).toEqual(['serving local', 'two hello']))
  })

  it('tells the tabs when another server takes over, not when the first one appears', async () => {
    const watcher = tab()
    const changes: string[] = []
    watcher.onServerChange((id) => changes.push(id))
    const first = tab()
    first.serve(recordingServer('1').endpoint)
    await vi.waitFor(() => expect(watcher.server).not.toBeNull())
    expect(changes).toEqual([])
    first.close()
    const second = tab()
    const serving = second.serve(recordingServer('2').endpoint)
    await vi.waitFor(() => expect(changes).toEqual([serving.serverId]))
  })

  it('rejects with the server’s message when the call failed there', async () => {
    const serving = tab()
    serving.serve({ handle: () => Promise.reject(new Error('no such operation')) })
    const other = tab()
    await expect(other.call('anything')).rejects.toThrow('no such operation')
  })
})
