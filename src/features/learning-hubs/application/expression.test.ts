import { afterEach, describe, expect, it, vi } from 'vitest'

import { evaluateCondition } from './expression'

const data = { level: 'extensive', years: 4, tags: ['a', 'b'], name: 'Ana' }

describe('evaluateCondition', () => {
  it('evaluates the form.io scripts the seed and hubs use', () => {
    expect(evaluateCondition("show = data.level === 'extensive';", data)).toBe(true)
    expect(evaluateCondition("show = data.level === 'none';", data)).toBe(false)
    expect(evaluateCondition('show = data.years >= 3;', data)).toBe(true)
    expect(evaluateCondition('show = data.years >= 3;', { years: '2' })).toBe(false)
    expect(evaluateCondition("row['level'] !== 'none' && data.years > 1", data)).toBe(true)
    expect(evaluateCondition("data.tags.includes('b')", data)).toBe(true)
    expect(evaluateCondition("data.tags.indexOf('z') === -1", data)).toBe(true)
    expect(evaluateCondition('data.name.length > 5 ? true : false', data)).toBe(false)
    expect(evaluateCondition("['x', 'y'].includes(data.missing)", data)).toBe(false)
    expect(evaluateCondition('!data.missing', data)).toBe(true)
  })

  afterEach(() => vi.restoreAllMocks())

  it('refuses scripts outside the whitelist (null: the field shows) and never runs them', () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    for (const script of [
      'alert(1)',
      "window.location = 'https://evil.example'",
      "data.constructor.constructor('alert(1)')()",
      'data.__proto__',
      'this',
      "fetch('/')",
      'show = (() => true)()',
      'show = true; alert(1)',
      'new Date()',
      'data.level.toString()',
      "data['constructor']",
      '',
      'x'.repeat(1_001),
      'data.level ===',
    ])
      expect(evaluateCondition(script, data), script).toBeNull()
    expect(alert).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })

  it('reads only the answers own properties', () => {
    expect(evaluateCondition('data.toString', data)).toBe(false)
    expect(evaluateCondition('data.hasOwnProperty', data)).toBe(false)
  })
})
