import { useSyncExternalStore } from 'react'

/**
 * The shell's layout (spec part 2 sections 3 and 4, "Layout builder"): whether the header stays
 * at the top on desktop and on tablets and phones, the widths of header, content and footer
 * (fluid or fixed), and whether the sidebar shows. Client-only (openapi.yaml LayoutConfig): kept
 * in this browser's local storage, shared by its tabs.
 */
export type LayoutWidth = 'fluid' | 'fixed'

export interface LayoutConfig {
  header: { fixed: { desktop: boolean; tabletAndMobile: boolean }; width: LayoutWidth }
  sidebar: { display: boolean }
  content: { width: LayoutWidth }
  footer: { width: LayoutWidth }
}

export const DEFAULT_LAYOUT: LayoutConfig = {
  header: { fixed: { desktop: true, tabletAndMobile: true }, width: 'fluid' },
  sidebar: { display: true },
  content: { width: 'fluid' },
  footer: { width: 'fluid' },
}

export const LAYOUT_STORAGE_KEY = 'catalyst_layout'

const isWidth = (value: unknown): value is LayoutWidth => value === 'fluid' || value === 'fixed'
const isBool = (value: unknown): value is boolean => typeof value === 'boolean'

/** A stored layout, or the default when it is missing or not one (edited by hand, older). */
export function parseLayout(raw: string | null): LayoutConfig {
  if (!raw) return DEFAULT_LAYOUT
  try {
    const value = JSON.parse(raw) as Partial<LayoutConfig> | null
    const config = {
      header: {
        fixed: {
          desktop: value?.header?.fixed?.desktop,
          tabletAndMobile: value?.header?.fixed?.tabletAndMobile,
        },
        width: value?.header?.width,
      },
      sidebar: { display: value?.sidebar?.display },
      content: { width: value?.content?.width },
      footer: { width: value?.footer?.width },
    }
    const valid =
      isBool(config.header.fixed.desktop) &&
      isBool(config.header.fixed.tabletAndMobile) &&
      isWidth(config.header.width) &&
      isBool(config.sidebar.display) &&
      isWidth(config.content.width) &&
      isWidth(config.footer.width)
    return valid ? (config as LayoutConfig) : DEFAULT_LAYOUT
  } catch {
    return DEFAULT_LAYOUT
  }
}

const listeners = new Set<() => void>()
let cachedRaw: string | null | undefined
let cached: LayoutConfig = DEFAULT_LAYOUT

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function readLayout(): LayoutConfig {
  const raw = storage()?.getItem(LAYOUT_STORAGE_KEY) ?? null
  // The same object while the stored text is the same (useSyncExternalStore compares them).
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseLayout(raw)
  }
  return cached
}

export function saveLayout(config: LayoutConfig): void {
  storage()?.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(config))
  listeners.forEach((listener) => listener())
}

export function resetLayout(): void {
  storage()?.removeItem(LAYOUT_STORAGE_KEY)
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab of this browser saved a layout.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAYOUT_STORAGE_KEY || event.key === null) listener()
  }
  addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    removeEventListener('storage', onStorage)
  }
}

export function useLayout(): LayoutConfig {
  return useSyncExternalStore(subscribe, readLayout, () => DEFAULT_LAYOUT)
}
