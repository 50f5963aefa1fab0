import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

import { Button } from './button'

/**
 * Text cut to two lines with a way to read the rest (issue 36: truncated notes on My Students
 * could not be read): "Show more" appears only when something is cut, is a button (keyboard
 * reachable), and says what it opens to screen readers, which read the whole text anyway.
 */
export function ExpandableText({
  children,
  what,
  className,
}: {
  children: ReactNode
  /** What the text is, for the button's name: "Show more of {what}". */
  what: string
  className?: string
}) {
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [cut, setCut] = useState(false)
  useEffect(() => {
    const box = ref.current
    if (!box || expanded) return undefined
    const measure = () => setCut(box.scrollHeight > box.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [expanded])
  return (
    <div className={cn('flex flex-col items-start gap-1', className)}>
      <div id={id} ref={ref} className={cn('w-full break-words', !expanded && 'line-clamp-2')}>
        {children}
      </div>
      {cut || expanded ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show more'} <span className="sr-only">of {what}</span>
        </Button>
      ) : null}
    </div>
  )
}
