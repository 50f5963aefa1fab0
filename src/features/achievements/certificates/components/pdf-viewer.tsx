import { Maximize2, Printer, ZoomIn, ZoomOut } from 'lucide-react'
import { useCallback, useState, type ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/lib/toast'

import { CERTIFICATE_MAX_WIDTH, CERTIFICATE_MESSAGES, nextZoom } from '../certificate-rules'
import { usePdfDocument } from '../hooks/use-pdf-document'
import { useWidth } from '../hooks/use-width'
import { printPdf } from '../print-pdf'
import type { PdfDocumentHandle } from '../render-pdf'
import { PdfPageCanvas } from './pdf-page-canvas'

/** The frame's padding on each side, in CSS pixels (p-3). */
const FRAME_PADDING = 12

/**
 * The whole PDF in the page (spec part 2 section 2, "Shows a PDF in an embedded frame"): every
 * page, one under the other, in a frame that scrolls; zoom out, zoom in and fit to width; print.
 * Drawn with pdf.js rather than a frame of the browser's own viewer, which phones do not show
 * inline and which would need blob: frames in the Content-Security-Policy.
 */
export function PdfViewer({
  bytes,
  title,
  failed,
}: {
  bytes: Uint8Array<ArrayBuffer>
  /** What the document is ("Guidance Foundations certificate"). */
  title: string
  /** Shown instead of the pages when pdf.js cannot open or draw them. */
  failed: ReactNode
}) {
  const opened = usePdfDocument(bytes)
  const [drawFailed, setDrawFailed] = useState(false)
  const onFailed = useCallback(() => setDrawFailed(true), [])

  if (opened.status === 'failed' || drawFailed) return failed
  if (opened.status === 'opening')
    return (
      <div className="flex min-h-40 items-center justify-center rounded-md border border-border bg-surface-muted">
        <Spinner label="Loading certificate..." />
      </div>
    )
  return <PdfPages pdf={opened.pdf} title={title} onFailed={onFailed} />
}

/** The pages of an opened PDF, with the toolbar (exported for its tests, which bring their own PDF). */
export function PdfPages({
  pdf,
  title,
  onFailed,
}: {
  pdf: PdfDocumentHandle
  title: string
  onFailed: () => void
}) {
  const [frame, frameWidth] = useWidth<HTMLDivElement>()
  /** 'fit': the pages as wide as the frame (up to 800 px); a number: that share of 100 %. */
  const [zoom, setZoom] = useState<'fit' | number>('fit')
  const [printing, setPrinting] = useState(false)
  const widest = Math.max(...pdf.pageSizes.map((size) => size.width))
  const fitScale =
    Math.max(1, Math.min(CERTIFICATE_MAX_WIDTH, frameWidth - 2 * FRAME_PADDING)) / widest
  const scale = zoom === 'fit' ? fitScale : zoom
  const percent = Math.round(scale * 100)
  const pages = pdf.numPages

  const print = async () => {
    setPrinting(true)
    try {
      await printPdf(pdf, title)
    } catch {
      toast.error(CERTIFICATE_MESSAGES.printFailed)
    } finally {
      setPrinting(false)
    }
  }

  return (
    <section aria-label={`${title}, PDF`} className="flex flex-col gap-2">
      <div
        role="group"
        aria-label="Certificate view"
        className="flex flex-wrap items-center gap-2 text-sm"
      >
        <span className="mr-auto text-muted-foreground">
          {pages === 1 ? '1 page' : `${pages} pages`}
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label="Zoom out"
          disabled={nextZoom(scale, -1) === null}
          onClick={() => setZoom(nextZoom(scale, -1) ?? scale)}
        >
          <ZoomOut aria-hidden />
        </Button>
        <output aria-live="polite" aria-label="Zoom" className="w-12 text-center tabular-nums">
          {percent > 0 ? `${percent}%` : ''}
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label="Zoom in"
          disabled={nextZoom(scale, 1) === null}
          onClick={() => setZoom(nextZoom(scale, 1) ?? scale)}
        >
          <ZoomIn aria-hidden />
        </Button>
        <Button
          variant="outline"
          className="max-sm:w-10 max-sm:px-0"
          aria-pressed={zoom === 'fit'}
          onClick={() => setZoom('fit')}
        >
          <Maximize2 aria-hidden />
          {/* A phone keeps the toolbar on one line: icons, named for screen readers. */}
          <span className="max-sm:sr-only">Fit width</span>
        </Button>
        <Button
          variant="outline"
          className="max-sm:w-10 max-sm:px-0"
          loading={printing}
          loadingLabel="Preparing to print"
          onClick={() => void print()}
        >
          {printing ? null : <Printer aria-hidden />}
          <span className="max-sm:sr-only">Print</span>
        </Button>
      </div>
      <div
        ref={frame}
        role="group"
        aria-label={`${title}: ${pages === 1 ? '1 page' : `${pages} pages`}`}
        tabIndex={0}
        className="max-h-[80vh] overflow-auto rounded-md [scrollbar-gutter:stable_both-edges] border border-border bg-surface-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {/* At least as wide as the frame, wider when zoomed: pages centre without being cut. */}
        <div className="mx-auto flex w-max min-w-full flex-col items-center gap-3 p-3">
          {frameWidth > 0
            ? pdf.pageSizes.map((size, index) => (
                <PdfPageCanvas
                  key={index}
                  pdf={pdf}
                  pageNumber={index + 1}
                  width={Math.max(1, Math.floor(size.width * scale))}
                  label={`${title}, page ${index + 1} of ${pages}`}
                  onFailed={onFailed}
                />
              ))
            : null}
        </div>
      </div>
    </section>
  )
}
