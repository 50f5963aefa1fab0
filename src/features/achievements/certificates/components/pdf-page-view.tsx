import { useEffect, useRef, useState } from 'react'

import { Alert } from '@/components/ui/alert'
import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

import { CERTIFICATE_MESSAGES, CERTIFICATE_MAX_WIDTH } from '../certificate-rules'
import { renderFirstPage } from '../render-pdf'

/**
 * The certificate's first page, as wide as its container up to 800 px (spec part 2 section 9),
 * drawn again when the container's width changes. A spinner while it draws; "Failed to load
 * certificate." if it cannot be drawn.
 */
export function PdfPageView({
  bytes,
  label,
  className,
}: {
  bytes: Uint8Array<ArrayBuffer>
  /** What the picture shows, for screen readers ("Certificate of ..."). */
  label: string
  className?: string
}) {
  const box = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  const [width, setWidth] = useState(0)
  const [state, setState] = useState<'drawing' | 'shown' | 'failed'>('drawing')

  useEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setWidth(Math.min(CERTIFICATE_MAX_WIDTH, Math.floor(element.clientWidth)))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    const target = canvas.current
    if (!target || width <= 0) return
    let current = true
    setState('drawing')
    renderFirstPage(bytes, target, width).then(
      () => current && setState('shown'),
      () => current && setState('failed'),
    )
    return () => {
      current = false
    }
  }, [bytes, width])

  return (
    <div ref={box} className={cn('relative w-full max-w-[800px]', className)}>
      {state === 'failed' ? (
        <Alert variant="danger">{CERTIFICATE_MESSAGES.renderFailed}</Alert>
      ) : null}
      {state === 'drawing' ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading certificate..." />
        </div>
      ) : null}
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        className={cn(
          'max-w-full rounded-md border border-border bg-white shadow-sm',
          state !== 'shown' && 'hidden',
        )}
      />
    </div>
  )
}
