import { Download } from 'lucide-react'

import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { saveFile } from '@/lib/save-file'

import { CERTIFICATE_MESSAGES } from '../certificate-rules'

/**
 * The certificate's PDF arrived but could not be drawn here (pdf.js failed to load, the canvas
 * was refused, the file is damaged). Said as what it is, apart from whether the certificate is
 * valid, with the PDF to download where the page offers no download of its own.
 */
export function RenderFailed({
  hint,
  download,
}: {
  hint: string
  download?: { bytes: Uint8Array<ArrayBuffer>; fileName: string }
}) {
  return (
    <Alert variant="warning" title={CERTIFICATE_MESSAGES.renderFailed} className="max-w-[800px]">
      <p>{hint}</p>
      {download ? (
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => saveFile(download.bytes, download.fileName, 'application/pdf')}
        >
          <Download aria-hidden />
          Download PDF
        </Button>
      ) : null}
    </Alert>
  )
}
