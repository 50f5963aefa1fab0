/**
 * Which tab serves: the one holding a Web Lock (one per browser profile and origin; a private
 * window has its own). Every tab asks for it; the browser grants it to one and, when that tab
 * goes (closed, reloaded, crashed), to the next in line, which then takes over serving.
 *
 * A page put into the back-forward cache gives the lock up (it can answer nothing while frozen)
 * and asks again if it is shown again.
 */
export function runForServer(
  lockName: string,
  serve: () => Promise<{ stop(): void }>,
  locks: LockManager | undefined = navigator.locks,
): void {
  if (!locks) {
    // Web Locks need a secure context (https: or localhost), as the service worker does.
    console.warn(
      '[mock backend] Web Locks are not available here (not a secure context?): this tab serves itself, and other tabs of this browser do not share its data',
    )
    void serve()
    return
  }
  let release: (() => void) | null = null
  const ask = () =>
    void locks
      .request(lockName, async () => {
        const serving = await serve()
        await new Promise<void>((resolve) => {
          release = () => {
            release = null
            serving.stop()
            resolve()
          }
        })
      })
      .catch((error: unknown) =>
        console.error('[mock backend] could not serve from this tab', error),
      )
  ask()
  addEventListener('pagehide', (event) => {
    if (event.persisted) release?.()
  })
  addEventListener('pageshow', (event) => {
    if (event.persisted && !release) ask()
  })
}
