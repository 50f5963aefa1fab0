import '@testing-library/jest-dom/vitest'
// eslint-disable-next-line testing-library/no-manual-cleanup -- see afterEach below
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { ScrollToTop } from './scroll-to-top'

afterEach(cleanup)

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  await act(async () => {
    window.dispatchEvent(new Event('scroll'))
    await new Promise((resolve) => requestAnimationFrame(resolve))
  })
}

const placed: HTMLElement[] = []

/** A page control with a box at `rect` (jsdom lays nothing out). */
function controlAt(rect: { left: number; top: number; width: number; height: number }) {
  const send = document.createElement('button')
  send.textContent = 'Send'
  send.disabled = true
  send.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: rect.left, y: rect.top, width: rect.width, height: rect.height })
  document.body.append(send)
  placed.push(send)
  return send
}

describe('ScrollToTop', () => {
  afterEach(() => placed.splice(0).forEach((node) => node.remove()))

  it('appears past 200 px, and steps aside while a control is under its place (issue 36)', async () => {
    render(<ScrollToTop />)
    await scrollTo(500)
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible()

    // The chat's Send button (disabled while the message is empty) at the bottom right.
    const { innerWidth: width, innerHeight: height } = window
    const send = controlAt({ left: width - 60, top: height - 50, width: 40, height: 40 })
    await scrollTo(520)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()

    // Scrolled on: the control has left the place, the button is back.
    send.getBoundingClientRect = () =>
      DOMRect.fromRect({ x: width - 60, y: height - 300, width: 40, height: 40 })
    await scrollTo(760)
    expect(screen.getByRole('button', { name: 'Scroll to top' })).toBeVisible()
    await scrollTo(100)
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull()
  })
})
