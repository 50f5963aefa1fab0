import { useEffect, useRef, useState } from 'react'

import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

import type { PdfDocumentHandle } from '../render-pdf'

/**
 * One page of an opened PDF, drawn `width` CSS pixels wide (again when the width changes). The
 * page keeps its size while it draws, so nothing below it jumps; a spinner shows meanwhile.
 * Its text is there for screen readers, beside the picture.
 */
export function PdfPageCanvas({
  pdf,
  pageNumber,
  width,
  label,
  onFailed,
  className,
}: {
  pdf: PdfDocumentHandle
  pageNumber: number
  width: number
  /** What the picture shows ("Certificate issued to Meera"). */
  label: string
  onFailed: () => void
  className?: string
}) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const [drawn, setDrawn] = useState<number | null>(null)
  const [text, setText] = useState('')
  const size = pdf.pageSizes[pageNumber - 1] ?? { width: 1, height: 1 }
  const height = Math.floor((width * size.height) / size.width)

  useEffect(() => {
    const target = canvas.current
    if (!target || width <= 0) return
    let current = true
    const task = pdf.draw(pageNumber, target, width)
    task.promise.then(
      () => current && setDrawn(width),
      () => current && onFailed(),
    )
    return () => {
      current = false
      task.cancel()
    }
  }, [pdf, pageNumber, width, onFailed])

  useEffect(() => {
    let current = true
    pdf.text(pageNumber).then(
      (value) => current && setText(value),
      () => {},
    )
    return () => {
      current = false
    }
  }, [pdf, pageNumber])

  const drawing = drawn !== width
  return (
    <div
      className={cn('relative shrink-0', className)}
      style={{ width: Math.floor(width), height }}
      aria-busy={drawing}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={label}
        className="block rounded-sm border border-border bg-white shadow-sm"
        style={{ width: Math.floor(width), height }}
      />
      {text ? <p className="sr-only">{text}</p> : null}
      {drawing ? (
        <div className="absolute inset-0 flex items-center justify-center bg-surface/60">
          <Spinner label={`Drawing page ${pageNumber}...`} />
        </div>
      ) : null}
    </div>
  )
}
