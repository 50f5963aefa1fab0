import { ArrowUp } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { SCROLL_TO_TOP_OFFSET } from '@/config/constants'

/** What the button may never sit on: anything a person can press or type in. */
const CONTROL = 'a[href], button, input, select, textarea, [role="button"], [contenteditable]'
/** Its place: 1 rem from the bottom right, 2.5 rem square (the classes below). */
const INSET = 16
const SIZE = 40

/**
 * Whether a control of the page lies under the button's place (issue 36: on a phone it sat on
 * the chat's Send button). By the controls' boxes, not by hit testing: a disabled button lets
 * clicks through (pointer-events: none), and is still covered.
 */
export function coversControl(self: Element | null): boolean {
  const right = window.innerWidth - INSET
  const bottom = window.innerHeight - INSET
  const [left, top] = [right - SIZE, bottom - SIZE]
  return Array.from(document.querySelectorAll(CONTROL)).some((control) => {
    if (self?.contains(control)) return false
    const box = control.getBoundingClientRect()
    const shown = box.width > 0 && box.height > 0
    return shown && box.left < right && box.right > left && box.top < bottom && box.bottom > top
  })
}

/**
 * Appears once the page is scrolled past 200 px (spec part 1 section 9), and steps aside while a
 * control of the page is beneath it: scrolling on a little brings it back.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    let frame = 0
    // Once a frame at most: looking at the controls' boxes on every scroll event would be waste.
    const update = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() =>
        setVisible(window.scrollY > SCROLL_TO_TOP_OFFSET && !coversControl(button.current)),
      )
    }
    update()
    window.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [])
  if (!visible) return null
  return (
    <Button
      ref={button}
      variant="secondary"
      size="icon"
      aria-label="Scroll to top"
      className="fixed right-4 bottom-4 z-40 rounded-full shadow-md"
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
    >
      <ArrowUp aria-hidden />
    </Button>
  )
}
