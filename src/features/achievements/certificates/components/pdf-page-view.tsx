import { useCallback, useState, type ReactNode } from 'react'

import { Spinner } from '@/components/ui/spinner'
import { cn } from '@/lib/cn'

import { CERTIFICATE_MAX_WIDTH } from '../certificate-rules'
import { usePdfDocument } from '../hooks/use-pdf-document'
import { useWidth } from '../hooks/use-width'
import { PdfPageCanvas } from './pdf-page-canvas'

/**
 * The certificate's first page, as wide as its container up to 800 px (spec part 2 sections 2
 * and 9: the public page), drawn again when the container's width changes. A spinner while it
 * draws; `failed` (the page's own words) if it cannot be drawn.
 */
export function PdfPageView({
  bytes,
  label,
  failed,
  className,
}: {
  bytes: Uint8Array<ArrayBuffer>
  /** What the picture shows, for screen readers ("Certificate issued to ..."). */
  label: string
  /** Shown instead of the page when pdf.js cannot open or draw it. */
  failed: ReactNode
  className?: string
}) {
  const opened = usePdfDocument(bytes)
  const [box, boxWidth] = useWidth<HTMLDivElement>()
  const [drawFailed, setDrawFailed] = useState(false)
  const onFailed = useCallback(() => setDrawFailed(true), [])
  const width = Math.min(CERTIFICATE_MAX_WIDTH, boxWidth)

  let content
  if (opened.status === 'failed' || drawFailed) content = failed
  else if (opened.status === 'opening' || width <= 0)
    content = (
      <div className="flex min-h-40 items-center justify-center">
        <Spinner label="Loading certificate..." />
      </div>
    )
  else
    content = (
      <PdfPageCanvas
        pdf={opened.pdf}
        pageNumber={1}
        width={width}
        label={label}
        onFailed={onFailed}
      />
    )
  return (
    <div ref={box} className={cn('w-full max-w-[800px]', className)}>
      {content}
    </div>
  )
}
