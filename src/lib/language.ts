import { useSyncExternalStore } from 'react'

/**
 * The interface language (spec part 1 section 1): English only, default en, kept in local
 * storage, offered by the profile menu's Language entry. Kept like the theme (./theme.ts).
 */
export const LANGUAGES = [{ code: 'en', label: 'English' }] as const
export type Language = (typeof LANGUAGES)[number]['code']
export const DEFAULT_LANGUAGE: Language = 'en'
export const LANGUAGE_STORAGE_KEY = 'catalyst_language'
const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value)
}

/** The stored language, or the default when none (or one no longer offered) is stored. */
export function readLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY)
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE
}

/** Sets `<html lang>`, which screen readers, hyphenation and spell checking follow. */
export function applyLanguage(language: Language = readLanguage()): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = language
}

export function setLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // Storage full or refused: the choice still applies to this page.
  }
  applyLanguage(language)
  listeners.forEach((listener) => listener())
}

/** At start: keeps the stored language (the default on a first visit) and applies it. */
export function initLanguage(): void {
  setLanguage(readLanguage())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, readLanguage, () => DEFAULT_LANGUAGE)
}
