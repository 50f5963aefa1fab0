import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  attachToaster,
  isToasterRequested,
  subscribeToasterRequest,
  toast,
  type ToastApi,
} from './toast'

function fakeToaster() {
  const shown: string[] = []
  const record = (kind: string) => (message: string) => shown.push(`${kind}: ${message}`)
  const api = Object.assign(record('message'), {
    success: record('success'),
    error: record('error'),
    warning: record('warning'),
    info: record('info'),
    dismiss: vi.fn(),
  }) satisfies ToastApi
  return { api, shown }
}

let detach: (() => void) | undefined
afterEach(() => {
  toast.dismiss()
  detach?.()
  detach = undefined
})

describe('toasts before the toaster has loaded', () => {
  it('asks for the toaster on the first toast and shows the waiting ones, in order, once it is there', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeToasterRequest(listener)
    toast.error('Invalid form data')
    toast.success('Logged In successfully!!')
    unsubscribe()
    expect(isToasterRequested()).toBe(true)

    const { api, shown } = fakeToaster()
    detach = attachToaster(api)
    expect(shown).toEqual(['error: Invalid form data', 'success: Logged In successfully!!'])
  })

  it('shows toasts at once while a toaster is attached, and waits again after it is gone', () => {
    const first = fakeToaster()
    detach = attachToaster(first.api)
    toast('Session booked')
    expect(first.shown).toEqual(['message: Session booked'])

    detach()
    toast.warning('Fill in your details')
    const second = fakeToaster()
    detach = attachToaster(second.api)
    expect(second.shown).toEqual(['warning: Fill in your details'])
    expect(first.shown).toHaveLength(1)
  })

  it('forgets waiting toasts when all are dismissed', () => {
    toast.error('Old news')
    toast.dismiss()
    const { api, shown } = fakeToaster()
    detach = attachToaster(api)
    expect(shown).toEqual([])
  })
})
