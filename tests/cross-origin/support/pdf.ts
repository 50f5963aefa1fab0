import { readFile } from 'node:fs/promises'

/** The first page's text of a PDF file, read back with pdf.js in Node. */
export async function pdfText(path: string): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const task = pdfjs.getDocument({
    data: new Uint8Array(await readFile(path)),
    standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
  })
  const pdf = await task.promise
  const content = await (await pdf.getPage(1)).getTextContent()
  await task.destroy()
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
}
