/**
 * Toasts without sonner on the first page load. Screens raise toasts through this module; sonner
 * and its toaster load on the user's first interaction, or with the first toast if that comes
 * earlier (src/components/ui/toaster.tsx). Toasts raised before the toaster is on
 * screen wait here and show as soon as it is.
 */
export type ToastKind = 'message' | 'success' | 'error' | 'warning' | 'info'
export interface ToastOptions {
  /** A toast with the id of one on screen replaces it instead of stacking. */
  id?: string | number
  /** A second line under the message (a ticket's number and when it is answered). */
  description?: string
}

/** What the loaded toaster hands over: sonner's `toast`. */
type ToastFn = (message: string, options?: ToastOptions) => unknown
export type ToastApi = ToastFn &
  Record<Exclude<ToastKind, 'message'>, ToastFn> & { dismiss: () => unknown }

interface PendingToast {
  kind: ToastKind
  message: string
  options?: ToastOptions
}

let api: ToastApi | undefined
let pending: PendingToast[] = []
let wanted = false
const listeners = new Set<() => void>()

function show({ kind, message, options }: PendingToast, to: ToastApi): void {
  if (kind === 'message') to(message, options)
  else to[kind](message, options)
}

function raise(kind: ToastKind, message: string, options?: ToastOptions): void {
  if (api) return show({ kind, message, options }, api)
  pending.push({ kind, message, options })
  requestToaster()
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => raise('message', message, options),
  {
    success: (message: string, options?: ToastOptions) => raise('success', message, options),
    error: (message: string, options?: ToastOptions) => raise('error', message, options),
    warning: (message: string, options?: ToastOptions) => raise('warning', message, options),
    info: (message: string, options?: ToastOptions) => raise('info', message, options),
    /** Removes every toast, shown or waiting. */
    dismiss: () => {
      pending = []
      api?.dismiss()
    },
  },
)

/** Asks for the toaster to load and mount (idempotent). */
export function requestToaster(): void {
  if (wanted) return
  wanted = true
  listeners.forEach((listener) => listener())
}

export function isToasterRequested(): boolean {
  return wanted
}

export function subscribeToasterRequest(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The mounted toaster hands over its `toast`; waiting toasts show now. Returns a detach. */
export function attachToaster(toastApi: ToastApi): () => void {
  api = toastApi
  const waiting = pending
  pending = []
  waiting.forEach((item) => show(item, toastApi))
  return () => {
    if (api === toastApi) api = undefined
  }
}

const AFTER_RELOAD_KEY = 'catalyst_toasts_after_reload'

/**
 * A toast for the next page load of this tab (a toast raised just before a reload would be lost
 * with the page): kept in session storage and shown by showToastsSavedForReload().
 */
export function toastAfterReload(kind: ToastKind, message: string): void {
  try {
    const saved = JSON.parse(sessionStorage.getItem(AFTER_RELOAD_KEY) ?? '[]') as PendingToast[]
    sessionStorage.setItem(AFTER_RELOAD_KEY, JSON.stringify([...saved, { kind, message }]))
  } catch {
    raise(kind, message)
  }
}

/** Shows (once) the toasts saved for this page load; the app calls it when it starts. */
export function showToastsSavedForReload(): void {
  let saved: unknown
  try {
    saved = JSON.parse(sessionStorage.getItem(AFTER_RELOAD_KEY) ?? '[]')
    sessionStorage.removeItem(AFTER_RELOAD_KEY)
  } catch {
    return
  }
  if (!Array.isArray(saved)) return
  for (const item of saved as Array<Partial<PendingToast>>) {
    const kinds: readonly ToastKind[] = ['message', 'success', 'error', 'warning', 'info']
    if (typeof item.message === 'string' && item.kind && kinds.includes(item.kind))
      raise(item.kind, item.message)
  }
}
