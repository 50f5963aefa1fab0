import { useEffect, useState } from 'react'

import { openPdf, type PdfDocumentHandle } from '../render-pdf'

export type PdfDocumentState =
  { status: 'opening' } | { status: 'ready'; pdf: PdfDocumentHandle } | { status: 'failed' }

/** The PDF of `bytes`, opened with pdf.js while the component shows, closed when it goes. */
export function usePdfDocument(bytes: Uint8Array<ArrayBuffer>): PdfDocumentState {
  const [state, setState] = useState<{ bytes: Uint8Array; value: PdfDocumentState }>({
    bytes,
    value: { status: 'opening' },
  })
  useEffect(() => {
    let current = true
    let opened: PdfDocumentHandle | null = null
    openPdf(bytes).then(
      (pdf) => {
        if (current) {
          opened = pdf
          setState({ bytes, value: { status: 'ready', pdf } })
        } else pdf.destroy()
      },
      () => {
        if (current) setState({ bytes, value: { status: 'failed' } })
      },
    )
    return () => {
      current = false
      opened?.destroy()
    }
  }, [bytes])
  // New bytes: opening again, whatever the last ones gave.
  return state.bytes === bytes ? state.value : { status: 'opening' }
}
