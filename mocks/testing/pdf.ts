/** pdf.js reads the standard fonts' metrics from disk under Node (Vitest runs from the repo root). */
const STANDARD_FONTS = `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`

export function decodeBase64(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

/** A base64 PDF's first page text and its metadata title, read back with pdf.js (Node). */
export async function readPdf(base64: string): Promise<{ text: string; title: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({
    data: decodeBase64(base64),
    standardFontDataUrl: STANDARD_FONTS,
  })
  const pdf = await task.promise
  const content = await (await pdf.getPage(1)).getTextContent()
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
  const info = (await pdf.getMetadata()).info as { Title?: string }
  await task.destroy()
  return { text, title: info.Title ?? '' }
}
