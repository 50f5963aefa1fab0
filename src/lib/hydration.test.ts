import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  isHydratingPrerenderedPage,
  loadWhenNeeded,
  setHydratingPrerenderedPage,
} from './hydration'

afterEach(() => {
  setHydratingPrerenderedPage(false)
  document.documentElement.removeAttribute('data-interacted')
})

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('loadWhenNeeded', () => {
  it('loads at once when the page is rendered in the browser', async () => {
    const load = vi.fn(() => Promise.resolve('form'))
    await expect(loadWhenNeeded(load)).resolves.toBe('form')
    expect(load).toHaveBeenCalledOnce()
  })

  it("waits for the visitor's first interaction while a prerendered page hydrates", async () => {
    setHydratingPrerenderedPage(true)
    const load = vi.fn(() => Promise.resolve('form'))
    const loaded = loadWhenNeeded(load)
    await settled()
    expect(load).not.toHaveBeenCalled()

    document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await expect(loaded).resolves.toBe('form')
    expect(load).toHaveBeenCalledOnce()
  })

  it('loads at once after that interaction (another page opened later)', async () => {
    setHydratingPrerenderedPage(true)
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))
    expect(isHydratingPrerenderedPage()).toBe(false)
    const load = vi.fn(() => Promise.resolve('next'))
    await expect(loadWhenNeeded(load)).resolves.toBe('next')
  })

  it('loads at once when the visitor acted before the app was there (prepaint.js marked it)', async () => {
    document.documentElement.setAttribute('data-interacted', '')
    setHydratingPrerenderedPage(true)
    expect(isHydratingPrerenderedPage()).toBe(false)
    const load = vi.fn(() => Promise.resolve('form'))
    await expect(loadWhenNeeded(load)).resolves.toBe('form')
  })
})
