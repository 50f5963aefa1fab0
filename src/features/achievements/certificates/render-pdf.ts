/**
 * A certificate PDF opened and drawn with pdf.js (spec part 2 section 2: the holder's page shows
 * the whole PDF, the public page its first page). pdf.js and its worker load only here, in the
 * certificate pages' chunks. pdf.js 6 compiles no code at run time, so the CSP's ban on eval does
 * not touch it, and its worker is our own file (worker-src 'self').
 */
export interface PageSize {
  /** CSS pixels at 100 % (1 pt = 96/72 px, as PDF viewers count). */
  width: number
  height: number
}

export interface DrawTask {
  promise: Promise<PageSize>
  /** Stops a drawing that is no longer wanted (its promise then rejects). */
  cancel(): void
}

/** One opened PDF: its pages' sizes and text, and each page drawn on demand. */
export interface PdfDocumentHandle {
  numPages: number
  /** Every page's size at 100 %, in order. */
  pageSizes: readonly PageSize[]
  /**
   * Draws page `pageNumber` (from 1) `cssWidth` CSS pixels wide. The canvas holds `pixelRatio`
   * device pixels per CSS pixel (the screen's, by default), fewer for a page too large for a
   * canvas.
   */
  draw(
    pageNumber: number,
    canvas: HTMLCanvasElement,
    cssWidth: number,
    options?: { pixelRatio?: number },
  ): DrawTask
  /** The page's text, for screen readers. */
  text(pageNumber: number): Promise<string>
  destroy(): void
}

/** 1 pt in CSS pixels. */
const CSS_UNITS = 96 / 72

/**
 * The most pixels one canvas may hold: Safari on iOS refuses larger ones (its limit is
 * 16,777,216), and others slow down. A page zoomed far is drawn a little softer instead.
 */
export const MAX_CANVAS_PIXELS = 16_000_000

let workerReady: Promise<void> | null = null
async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist')
  workerReady ??= import('pdfjs-dist/build/pdf.worker.min.mjs?url').then(({ default: url }) => {
    pdfjs.GlobalWorkerOptions.workerSrc = url
  })
  await workerReady
  return pdfjs
}

/** Device pixels per CSS pixel for a page `width` x `height` CSS pixels: sharp, within limits. */
export function canvasPixelRatio(width: number, height: number, wanted: number): number {
  const area = Math.max(1, width * height)
  return Math.max(0.25, Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / area)))
}

/** Opens a PDF. Rejects when pdf.js cannot load or the bytes are not a PDF it can read. */
export async function openPdf(bytes: Uint8Array<ArrayBuffer>): Promise<PdfDocumentHandle> {
  const pdfjs = await loadPdfJs()
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes usable.
  const task = pdfjs.getDocument({ data: bytes.slice() })
  try {
    const pdf = await task.promise
    const pages = await Promise.all(
      Array.from({ length: pdf.numPages }, (_, index) => pdf.getPage(index + 1)),
    )
    const pageSizes = pages.map((page) => {
      const { width, height } = page.getViewport({ scale: CSS_UNITS })
      return { width, height }
    })
    return {
      numPages: pdf.numPages,
      pageSizes,
      draw(pageNumber, canvas, cssWidth, options = {}) {
        try {
          const page = pages[pageNumber - 1]
          if (!page) throw new Error(`The PDF has no page ${pageNumber}`)
          const natural = page.getViewport({ scale: 1 })
          const scale = cssWidth / natural.width
          const size = page.getViewport({ scale })
          const ratio = canvasPixelRatio(
            size.width,
            size.height,
            options.pixelRatio ?? (window.devicePixelRatio || 1),
          )
          const viewport = page.getViewport({ scale: scale * ratio })
          canvas.width = Math.floor(viewport.width)
          canvas.height = Math.floor(viewport.height)
          const rendering = page.render({ canvas, viewport })
          return {
            promise: rendering.promise.then(() => ({ width: size.width, height: size.height })),
            cancel: () => rendering.cancel(),
          }
        } catch (error) {
          // A canvas the browser refuses (no 2D context, too large) throws at once: a failed draw.
          const failure = error instanceof Error ? error : new Error(String(error))
          return { promise: Promise.reject(failure), cancel() {} }
        }
      },
      async text(pageNumber) {
        const page = pages[pageNumber - 1]
        if (!page) return ''
        const content = await page.getTextContent()
        return content.items
          .map((item) => ('str' in item ? item.str : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim()
      },
      destroy: () => void task.destroy(),
    }
  } catch (error) {
    void task.destroy()
    throw error
  }
}
