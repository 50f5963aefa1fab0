import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import {
  DEFAULT_LAYOUT,
  LAYOUT_STORAGE_KEY,
  parseLayout,
  resetLayout,
  saveLayout,
  useLayout,
  type LayoutConfig,
} from './layout-config'

const custom: LayoutConfig = {
  header: { fixed: { desktop: false, tabletAndMobile: true }, width: 'fixed' },
  sidebar: { display: false },
  content: { width: 'fixed' },
  footer: { width: 'fixed' },
}

afterEach(() => localStorage.clear())

describe('parseLayout', () => {
  it.each<[string | null, LayoutConfig]>([
    [null, DEFAULT_LAYOUT],
    ['', DEFAULT_LAYOUT],
    ['not json', DEFAULT_LAYOUT],
    ['null', DEFAULT_LAYOUT],
    [JSON.stringify(custom), custom],
    [JSON.stringify({ ...custom, content: { width: 'wide' } }), DEFAULT_LAYOUT],
    [JSON.stringify({ ...custom, sidebar: { display: 'yes' } }), DEFAULT_LAYOUT],
    [JSON.stringify({ header: custom.header }), DEFAULT_LAYOUT],
  ])('%s', (raw, expected) => {
    expect(parseLayout(raw)).toEqual(expected)
  })
})

describe('useLayout', () => {
  it('follows a save and a reset, and another tab’s save', () => {
    const { result } = renderHook(() => useLayout())
    expect(result.current).toEqual(DEFAULT_LAYOUT)
    act(() => saveLayout(custom))
    expect(result.current).toEqual(custom)
    act(() => resetLayout())
    expect(result.current).toEqual(DEFAULT_LAYOUT)
    act(() => {
      localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(custom))
      dispatchEvent(new StorageEvent('storage', { key: LAYOUT_STORAGE_KEY }))
    })
    expect(result.current).toEqual(custom)
  })
})
