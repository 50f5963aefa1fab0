import type { PdfDocumentHandle } from './render-pdf'

/** Print resolution: twice the page's 100 % size, about 192 dpi. */
const PRINT_SCALE = 2
const SHEET_ID = 'pdf-print-sheet'

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No picture'))), 'image/png'),
  )
}

/**
 * Prints every page of the PDF, and nothing of the app around it: each page is drawn at print
 * resolution into a picture, the pictures go into a sheet that only print media shows (one per
 * paper page, sized like the PDF's first page), and the browser's print dialog opens. No frame
 * and no blob: frame source, so the Content-Security-Policy stays as it is (pictures from blob:
 * are allowed in img-src already).
 */
export async function printPdf(pdf: PdfDocumentHandle, title: string): Promise<void> {
  document.getElementById(SHEET_ID)?.remove()
  const urls: string[] = []
  const sheet = document.createElement('div')
  sheet.id = SHEET_ID
  sheet.setAttribute('aria-hidden', 'true')
  const first = pdf.pageSizes[0] ?? { width: 816, height: 1056 }
  const style = document.createElement('style')
  // 1 pt is 96/72 CSS px: the paper is the PDF's page size, without margins.
  style.textContent = `
    #${SHEET_ID} { display: none; }
    @media print {
      @page { size: ${(first.width * 0.75).toFixed(1)}pt ${(first.height * 0.75).toFixed(1)}pt; margin: 0; }
      body > *:not(#${SHEET_ID}) { display: none !important; }
      #${SHEET_ID} { display: block; }
      #${SHEET_ID} img { display: block; width: 100vw; height: 100vh; object-fit: contain; break-after: page; }
      #${SHEET_ID} img:last-child { break-after: auto; }
    }`
  sheet.append(style)
  try {
    for (let page = 1; page <= pdf.numPages; page++) {
      const size = pdf.pageSizes[page - 1] ?? first
      const canvas = document.createElement('canvas')
      await pdf.draw(page, canvas, size.width * PRINT_SCALE, { pixelRatio: 1 }).promise
      const url = URL.createObjectURL(await canvasBlob(canvas))
      urls.push(url)
      const image = document.createElement('img')
      image.alt = `${title}, page ${page} of ${pdf.numPages}`
      image.src = url
      sheet.append(image)
    }
    document.body.append(sheet)
    await Promise.all([...sheet.querySelectorAll('img')].map((image) => image.decode()))
  } catch (error) {
    sheet.remove()
    urls.forEach((url) => URL.revokeObjectURL(url))
    throw error
  }
  const cleanUp = () => {
    sheet.remove()
    urls.forEach((url) => URL.revokeObjectURL(url))
  }
  // Most browsers block in print() until the dialog closes; some return at once and say when
  // they are done with afterprint.
  window.addEventListener('afterprint', cleanUp, { once: true })
  window.print()
}
