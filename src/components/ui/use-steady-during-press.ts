import { useState, useSyncExternalStore } from 'react'

/**
 * Whether a mouse button, finger or pen is down anywhere in the page.
 *
 * Why: leaving a field (its blur) happens on the press of the NEXT control, between the button
 * going down and coming up. If the blur shows an error above that control, the control moves
 * away under the pointer, the release lands on something else and the browser sends no click:
 * the person has to click again. Holding layout changes until the press is over keeps the click
 * whole, whatever the length of the message, in every form, without reserving empty lines.
 *
 * The press ends a task after the release, so that the click (dispatched right after the
 * release, in the same task) still finds the control where the press found it. With touch, the
 * finger's pointerup comes before the emulated mousedown that moves focus, so that mousedown
 * starts a press of its own.
 */
let pressing = false
let releaseTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

const PRESS_EVENTS = ['pointerdown', 'mousedown'] as const
// `click` too: a click from the keyboard or from script has no press, but ends any left over.
const RELEASE_EVENTS = ['pointerup', 'mouseup', 'pointercancel', 'click', 'dragend'] as const

function setPressing(next: boolean) {
  if (pressing === next) return
  pressing = next
  listeners.forEach((listener) => listener())
}

function onPress() {
  clearTimeout(releaseTimer)
  setPressing(true)
}

function onRelease() {
  clearTimeout(releaseTimer)
  releaseTimer = setTimeout(() => setPressing(false), 0)
}

const options = { capture: true, passive: true } as const

function subscribe(listener: () => void) {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    PRESS_EVENTS.forEach((type) => window.addEventListener(type, onPress, options))
    RELEASE_EVENTS.forEach((type) => window.addEventListener(type, onRelease, options))
    // The window losing focus mid-press (another app) may swallow the release.
    window.addEventListener('blur', onRelease)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size > 0 || typeof window === 'undefined') return
    PRESS_EVENTS.forEach((type) => window.removeEventListener(type, onPress, options))
    RELEASE_EVENTS.forEach((type) => window.removeEventListener(type, onRelease, options))
    window.removeEventListener('blur', onRelease)
    clearTimeout(releaseTimer)
    pressing = false
  }
}

const isPressing = () => pressing
const notPressing = () => false

/** True while a press is in progress anywhere in the page (see above). */
export function usePointerPressed(): boolean {
  return useSyncExternalStore(subscribe, isPressing, notPressing)
}

/**
 * `value` as it was when the current press began, while a press is in progress; `value` itself
 * otherwise. For content that changes the layout, like a field's error message: it appears (or
 * goes) once the click is over, never under the pointer during it.
 */
export function useSteadyDuringPress<T>(value: T): T {
  const pressed = usePointerPressed()
  const [held, setHeld] = useState(value)
  // Storing information from earlier renders, as React's docs do it: no effect, no extra paint.
  if (!pressed && !Object.is(held, value)) setHeld(value)
  return pressed ? held : value
}
