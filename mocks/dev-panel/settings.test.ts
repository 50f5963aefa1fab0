import { afterEach, describe, expect, it } from 'vitest'

import { defaultMockConfig, mockConfig, resetMockConfig } from '../config'
import {
  MAX_TOKEN_TTL_SECONDS,
  applyTokenTtl,
  parseTokenTtl,
  storedTokenTtlSeconds,
} from './settings'

/** A Storage stand-in: the node project has no localStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

afterEach(() => resetMockConfig())

describe('parseTokenTtl (?mock-token-ttl and the Data tab field)', () => {
  it('reads whole seconds above the 5-minute refresh lead', () => {
    expect(parseTokenTtl('303')).toEqual({ kind: 'seconds', seconds: 303 })
    expect(parseTokenTtl(' 301 ')).toEqual({ kind: 'seconds', seconds: 301 })
    expect(parseTokenTtl(String(MAX_TOKEN_TTL_SECONDS))).toEqual({
      kind: 'seconds',
      seconds: MAX_TOKEN_TTL_SECONDS,
    })
  })

  it('treats empty and "default" as the default lifetime', () => {
    expect(parseTokenTtl('')).toEqual({ kind: 'default' })
    expect(parseTokenTtl('  ')).toEqual({ kind: 'default' })
    expect(parseTokenTtl('Default')).toEqual({ kind: 'default' })
  })

  it.each([
    '300',
    '60',
    '0',
    '-400',
    '303.5',
    '3e3',
    'abc',
    '0x200',
    String(MAX_TOKEN_TTL_SECONDS + 1),
  ])('refuses %j with a message naming the value and the rule', (raw) => {
    const setting = parseTokenTtl(raw)
    expect(setting).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(`"${raw}"`) as string,
    })
    expect(setting).toMatchObject({
      message: expect.stringContaining('Enter whole seconds from 301') as string,
    })
  })
})

describe('applyTokenTtl and storedTokenTtlSeconds', () => {
  it('applies a lifetime to the mock config and remembers it', () => {
    const storage = memoryStorage()
    applyTokenTtl('303', storage)
    expect(mockConfig.accessTokenTtlSeconds).toBe(303)
    expect(storedTokenTtlSeconds(3600, storage)).toBe(303)
  })

  it('forgets the lifetime on "default"', () => {
    const storage = memoryStorage()
    applyTokenTtl('303', storage)
    applyTokenTtl('default', storage)
    expect(mockConfig.accessTokenTtlSeconds).toBe(defaultMockConfig.accessTokenTtlSeconds)
    expect(storage.items.size).toBe(0)
  })

  it('leaves the config and the stored value alone on bad input', () => {
    const storage = memoryStorage()
    applyTokenTtl('400', storage)
    expect(applyTokenTtl('12', storage).kind).toBe('invalid')
    expect(mockConfig.accessTokenTtlSeconds).toBe(400)
    expect(storedTokenTtlSeconds(3600, storage)).toBe(400)
  })

  it('falls back when nothing usable is stored', () => {
    expect(storedTokenTtlSeconds(3600, memoryStorage())).toBe(3600)
    const tampered = memoryStorage({ 'catalyst-mock-token-ttl-seconds': '5' })
    expect(storedTokenTtlSeconds(3600, tampered)).toBe(3600)
  })
})
