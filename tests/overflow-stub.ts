/**
 * Test-only: jsdom lays nothing out, so every box is 0 px tall and nothing overflows. Makes each
 * element `scrollHeight` px tall inside `clientHeight` px until the returned restore is called.
 */
export function stubOverflow(scrollHeight: number, clientHeight: number): () => void {
  const proto = HTMLElement.prototype
  const saved = ['scrollHeight', 'clientHeight'].map(
    (key) => [key, Object.getOwnPropertyDescriptor(proto, key)] as const,
  )
  Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => scrollHeight })
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => clientHeight })
  return () => {
    for (const [key, descriptor] of saved)
      if (descriptor) Object.defineProperty(proto, key, descriptor)
      else delete (proto as unknown as Record<string, unknown>)[key]
  }
}
