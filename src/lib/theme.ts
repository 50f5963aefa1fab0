import { useSyncExternalStore } from 'react'

/** Theme mode: light, dark or system, stored locally (spec part 1 section 3 code table). */
export type ThemeMode = 'light' | 'dark' | 'system'
export const THEME_STORAGE_KEY = 'catalyst_theme'
const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readThemeMode(): ThemeMode {
  const stored = storage()?.getItem(THEME_STORAGE_KEY)
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches
}

export function resolvedTheme(mode: ThemeMode = readThemeMode()): 'light' | 'dark' {
  if (mode === 'system') return systemPrefersDark() ? 'dark' : 'light'
  return mode
}

export function applyTheme(mode: ThemeMode = readThemeMode()): void {
  if (typeof document === 'undefined') return
  document.documentElement.classList.toggle('dark', resolvedTheme(mode) === 'dark')
}

export function setThemeMode(mode: ThemeMode): void {
  if (mode === 'system') storage()?.removeItem(THEME_STORAGE_KEY)
  else storage()?.setItem(THEME_STORAGE_KEY, mode)
  applyTheme(mode)
  listeners.forEach((listener) => listener())
}

/** Applies the stored theme now and follows the system setting while the mode is "system". */
export function initTheme(): void {
  applyTheme()
  if (typeof matchMedia !== 'function') return
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (readThemeMode() === 'system') applyTheme('system')
  })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useThemeMode(): ThemeMode {
  return useSyncExternalStore(subscribe, readThemeMode, () => 'system')
}
