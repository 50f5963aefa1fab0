/**
 * The first page of a PDF drawn on a canvas with pdf.js (spec part 2 section 2: the public
 * certificate page). pdf.js and its worker load only here, in the certificate pages' chunks.
 * (pdf.js 6 compiles no code at run time, so the CSP's ban on eval does not touch it.)
 */
export interface RenderedPage {
  /** CSS pixels the page was drawn at. */
  width: number
  height: number
}

let workerReady: Promise<void> | null = null
async function loadPdfJs() {
  const pdfjs = await import('pdfjs-dist')
  workerReady ??= import('pdfjs-dist/build/pdf.worker.min.mjs?url').then(({ default: url }) => {
    pdfjs.GlobalWorkerOptions.workerSrc = url
  })
  await workerReady
  return pdfjs
}

/** Draws page 1 at `width` CSS pixels wide (sharp on high-density screens). */
export async function renderFirstPage(
  bytes: Uint8Array<ArrayBuffer>,
  canvas: HTMLCanvasElement,
  width: number,
): Promise<RenderedPage> {
  const pdfjs = await loadPdfJs()
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes usable.
  const task = pdfjs.getDocument({ data: bytes.slice() })
  try {
    const pdf = await task.promise
    const page = await pdf.getPage(1)
    const natural = page.getViewport({ scale: 1 })
    const scale = width / natural.width
    const ratio = window.devicePixelRatio || 1
    const viewport = page.getViewport({ scale: scale * ratio })
    canvas.width = Math.floor(viewport.width)
    canvas.height = Math.floor(viewport.height)
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`
    await page.render({ canvas, viewport }).promise
    return { width: viewport.width / ratio, height: viewport.height / ratio }
  } finally {
    void task.destroy()
  }
}
