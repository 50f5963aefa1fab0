import { renderHook, act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import {
  DEFAULT_LANGUAGE,
  initLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  readLanguage,
  setLanguage,
  useLanguage,
} from './language'

// Spec part 1 section 1: English only, default en, kept in local storage.
afterEach(() => {
  localStorage.removeItem(LANGUAGE_STORAGE_KEY)
  document.documentElement.removeAttribute('lang')
})

describe('interface language', () => {
  it('offers English only, English by default', () => {
    expect(LANGUAGES).toEqual([{ code: 'en', label: 'English' }])
    expect(DEFAULT_LANGUAGE).toBe('en')
    expect(readLanguage()).toBe('en')
  })

  it('keeps the default in local storage and on <html lang> at start', () => {
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull()
    initLanguage()
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
  })

  it('replaces a stored language that is not offered (an old template value) with English', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de')
    expect(readLanguage()).toBe('en')
    initLanguage()
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
  })

  it('stores a choice, applies it and tells the components that show it', () => {
    const { result } = renderHook(() => useLanguage())
    expect(result.current).toBe('en')
    act(() => setLanguage('en'))
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en')
    expect(document.documentElement).toHaveAttribute('lang', 'en')
    expect(result.current).toBe('en')
  })
})
