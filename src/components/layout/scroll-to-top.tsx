import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

import { Button } from '@/components/ui/button'
import { SCROLL_TO_TOP_OFFSET } from '@/config/constants'

/** Appears once the page is scrolled past 200 px (spec part 1 section 9). */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_OFFSET)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (!visible) return null
  return (
    <Button
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
