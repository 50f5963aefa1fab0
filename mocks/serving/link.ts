/**
 * How the tabs of one browser reach the one mock server (mocks/serving/README.md): one tab serves
 * (mocks/serving/election.ts), every tab, the serving one included, sends it calls over a
 * BroadcastChannel and waits for their results. A call that has no result when the serving tab
 * goes (closed, reloaded) is sent again, with the same id, to the tab that serves next; the server
 * answers a repeated id from its journal, so a call takes effect once.
 *
 * The link knows nothing of HTTP or the database: a call is any structured-cloneable value, and
 * what serves it is an `Endpoint` (mocks/serving/backend.ts in the browser, a fake in tests).
 */
export interface Endpoint<Call> {
  handle(call: Call, from: string, id: string): Promise<unknown>
}

type Message<Call> =
  | { t: 'hello'; from: string }
  | { t: 'serving'; server: string }
  | { t: 'call'; from: string; to: string; id: string; call: Call }
  | { t: 'result'; to: string; id: string; ok: true; value: unknown }
  | { t: 'result'; to: string; id: string; ok: false; error: string }
  | { t: 'push'; to: string; topic: string; payload: unknown }

interface Pending<Call> {
  call: Call
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  /** The server it was last sent to. */
  sentTo: string | null
}

/** What a serving tab can do besides answering calls. */
export interface Serving {
  readonly serverId: string
  /** Sends `payload` to a tab's `topic` listeners (the live socket's deliveries). */
  push(to: string, topic: string, payload: unknown): void
  /** Stops answering (the page is going into the back-forward cache). */
  stop(): void
}

const ASK_AGAIN_MS = 1000

/** Raised in the calling tab when the server answered a call with an error (not a result). */
export class ServerError extends Error {}

export class TabLink<Call> {
  readonly tabId: string
  readonly #channel: BroadcastChannel
  #server: string | null = null
  #local: { serverId: string; endpoint: Endpoint<Call> } | null = null
  readonly #pending = new Map<string, Pending<Call>>()
  readonly #topics = new Map<string, Set<(payload: unknown) => void>>()
  readonly #serverChange = new Set<(serverId: string) => void>()
  #asking: ReturnType<typeof setInterval> | undefined

  constructor(channelName: string, tabId: string = crypto.randomUUID()) {
    this.tabId = tabId
    this.#channel = new BroadcastChannel(channelName)
    this.#channel.onmessage = (event: MessageEvent<Message<Call>>) => this.#receive(event.data)
    this.#post({ t: 'hello', from: this.tabId })
  }

  /** The server the link sends to now (null until one has announced itself). */
  get server(): string | null {
    return this.#server
  }

  /** Whether this tab is the one serving. */
  get servesHere(): boolean {
    return this.#local !== null && this.#local.serverId === this.#server
  }

  /** Sends a call to whichever tab serves, now or after a hand-over; resolves with its result. */
  call<T = unknown>(call: Call): Promise<T> {
    const id = crypto.randomUUID()
    return new Promise<T>((resolve, reject) => {
      const pending: Pending<Call> = {
        call,
        resolve: resolve as (value: unknown) => void,
        reject,
        sentTo: null,
      }
      this.#pending.set(id, pending)
      this.#send(id, pending)
      this.#keepAsking()
    })
  }

  /**
   * While calls wait, the link asks every second who serves: an announcement can be missed (a
   * tab that served announced itself and then went), and the server answering now is the one
   * to send to.
   */
  #keepAsking(): void {
    if (this.#asking) return
    this.#asking = setInterval(() => {
      if (this.#pending.size === 0) {
        clearInterval(this.#asking)
        this.#asking = undefined
        return
      }
      this.#post({ t: 'hello', from: this.tabId })
    }, ASK_AGAIN_MS)
  }

  /** Runs `listener` for pushes of `topic` to this tab; returns the unsubscribe. */
  onPush(topic: string, listener: (payload: unknown) => void): () => void {
    let listeners = this.#topics.get(topic)
    if (!listeners) this.#topics.set(topic, (listeners = new Set()))
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  /** Runs `listener` each time another server takes over (not for the first one). */
  onServerChange(listener: (serverId: string) => void): () => void {
    this.#serverChange.add(listener)
    return () => this.#serverChange.delete(listener)
  }

  /** This tab serves from now on: it answers every tab's calls, its own included. */
  serve(endpoint: Endpoint<Call>): Serving {
    const serverId = crypto.randomUUID()
    this.#local = { serverId, endpoint }
    this.#adopt(serverId)
    this.#post({ t: 'serving', server: serverId })
    return {
      serverId,
      push: (to, topic, payload) => {
        if (to === this.tabId) this.#deliver(topic, payload)
        else this.#post({ t: 'push', to, topic, payload })
      },
      stop: () => {
        if (this.#local?.serverId !== serverId) return
        this.#local = null
        this.#server = null
      },
    }
  }

  close(): void {
    clearInterval(this.#asking)
    this.#channel.close()
    for (const pending of this.#pending.values())
      pending.reject(new ServerError('The mock backend link was closed'))
    this.#pending.clear()
  }

  #post(message: Message<Call>): void {
    this.#channel.postMessage(message)
  }

  #send(id: string, pending: Pending<Call>): void {
    const server = this.#server
    if (!server) return
    pending.sentTo = server
    if (this.#local?.serverId === server) {
      const { endpoint } = this.#local
      endpoint.handle(pending.call, this.tabId, id).then(
        (value) => this.#settle(id, { ok: true, value }),
        (error: unknown) => this.#settle(id, { ok: false, error: messageOf(error) }),
      )
      return
    }
    this.#post({ t: 'call', from: this.tabId, to: server, id, call: pending.call })
  }

  #settle(id: string, result: { ok: true; value: unknown } | { ok: false; error: string }): void {
    const pending = this.#pending.get(id)
    if (!pending) return
    this.#pending.delete(id)
    if (result.ok) pending.resolve(result.value)
    else pending.reject(new ServerError(result.error))
  }

  /** A new server: every call still waiting goes to it (the old one may never answer). */
  #adopt(serverId: string): void {
    if (this.#server === serverId) return
    const first = this.#server === null
    this.#server = serverId
    for (const [id, pending] of this.#pending)
      if (pending.sentTo !== serverId) this.#send(id, pending)
    if (!first) this.#serverChange.forEach((listener) => listener(serverId))
  }

  #deliver(topic: string, payload: unknown): void {
    this.#topics.get(topic)?.forEach((listener) => listener(payload))
  }

  #receive(message: Message<Call>): void {
    switch (message.t) {
      case 'hello':
        if (this.#local) this.#post({ t: 'serving', server: this.#local.serverId })
        return
      case 'serving':
        // One tab serves at a time (the election's lock): the serving tab answers an
        // announcement of another server, an old one of a tab that has gone, with its own.
        if (this.#local) {
          if (this.#local.serverId !== message.server)
            this.#post({ t: 'serving', server: this.#local.serverId })
          return
        }
        this.#adopt(message.server)
        return
      case 'call': {
        const local = this.#local
        if (!local || message.to !== local.serverId) return
        const { from, id } = message
        local.endpoint.handle(message.call, from, id).then(
          (value) => this.#post({ t: 'result', to: from, id, ok: true, value }),
          (error: unknown) =>
            this.#post({ t: 'result', to: from, id, ok: false, error: messageOf(error) }),
        )
        return
      }
      case 'result':
        if (message.to !== this.tabId) return
        this.#settle(message.id, message)
        return
      case 'push':
        if (message.to === this.tabId) this.#deliver(message.topic, message.payload)
        return
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
